import { parseFqmi } from '@academy/contracts/common/base';
import { type Incident, type IncidentData, incidentDataSchema } from '@academy/contracts/entities/incident';
import { i18n } from '../../../i18n/i18n-setup.ts';

/** How the changelog words an incident (who, what, which item, which values), in the interface language. */

const text = (key: string, options?: Record<string, unknown>) => i18n.t(`admin.changelog.${key}`, options);

/** The known keys of an incident's `data` (anything else the event wrote is ignored here). */
export function incidentData(incident: Pick<Incident, 'data'>): IncidentData {
  const parsed = incidentDataSchema.safeParse(incident.data);
  return parsed.success ? parsed.data : {};
}

/** "Course" for `courses`; the segment itself for a resource the changelog has no name for. */
export function resourceLabel(segment: string): string {
  const key = `admin.changelog.resources.${segment}`;
  return i18n.exists(key) ? i18n.t(key) : segment;
}

const operations = /^(.+)\.(created|updated|deleted|cloned|attach|detach|sync)$/;

/** "Course updated", "Signed in", "All notifications marked as read"; an unknown event as it is named. */
export function eventLabel(event: string): string {
  const operation = operations.exec(event);
  if (operation) return text(`operations.${operation[2]}`, { resource: resourceLabel(operation[1]) });
  const key = `admin.changelog.events.${event.replaceAll('.', '_')}`;
  return i18n.exists(key) ? i18n.t(key) : event;
}

/** Who did it, and for whom when an administrator acted in someone else's company or as another user. */
export function whoLabel(incident: Pick<Incident, 'user' | 'data'>): {
  name: string;
  actingAs: string | null;
} {
  const actingAs = incidentData(incident).acting_as;
  return {
    name: incident.user?.header ?? text('system'),
    actingAs: actingAs ? text('acting_as', { name: actingAs.name }) : null,
  };
}

/** The item's name as it was when the event was recorded, else its resource and the start of its uuid. */
export function targetLabel(incident: Pick<Incident, 'event' | 'target' | 'data'>): string {
  if (!incident.target) return '';
  const parsed = parseFqmi(incident.target);
  const name =
    incidentData(incident).header ||
    (parsed ? `${resourceLabel(parsed.resource)} ${parsed.uuid.slice(0, 8)}` : incident.target);
  return incident.event.endsWith('.deleted') ? text('deleted_target', { name }) : name;
}

/** A stored value as text: empty, yes/no, the text or number itself, else its JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return text('changes.empty');
  if (typeof value === 'boolean') return text(value ? 'changes.yes' : 'changes.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export const shorten = (value: string, max = 60) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** One line per change, shortened: what the table shows and the CSV export holds. */
export function changeLines(incident: Pick<Incident, 'data'>, max = 60): string[] {
  const data = incidentData(incident);
  const lines: string[] = [];
  for (const [field, change] of Object.entries(data.changes ?? {}))
    lines.push(
      `${field}: ${shorten(valueText(change.before), max)} → ${shorten(valueText(change.after), max)}`,
    );
  if (data.redacted?.length) lines.push(text('changes.redacted', { fields: data.redacted.join(', ') }));
  if (!data.changes && data.values)
    lines.push(text('changes.values', { count: Object.keys(data.values).length }));
  if (data.relation && data.targets)
    lines.push(text('changes.linked', { relation: data.relation, count: data.targets.length }));
  if (data.args && Object.keys(data.args).length) lines.push(shorten(JSON.stringify(data.args), max));
  return lines;
}
