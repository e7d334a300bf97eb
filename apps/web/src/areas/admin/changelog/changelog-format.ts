import { parseFqmi } from '@academy/contracts/common/base';
import {
  type Incident,
  type IncidentChange,
  type IncidentData,
  incidentDataSchema,
} from '@academy/contracts/entities/incident';
import { i18n } from '../../../i18n/i18n-setup.ts';
import { formatDate, formatDateTime } from '../../../i18n/reader-dates.ts';

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

/**
 * A field as a person reads it: its label ("Preferred language" for `preferred_language_id`), else the name made
 * readable (underscores to spaces, a reference's `_id` dropped) for a field the changelog has no label for.
 */
export function fieldLabel(field: string): string {
  const key = `admin.changelog.fields.${field}`;
  if (i18n.exists(key)) return i18n.t(key);
  const words = field.replace(/_id$/, '').replaceAll('_', ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const HTML = /<\/?[a-z][^>]*>/i;

/** Rich text as the reader sees it: its words, one line per paragraph or list item, no tags. */
export function plainText(html: string): string {
  const lined = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote|tr)>/gi, '\n');
  const textContent = new DOMParser().parseFromString(lined, 'text/html').body.textContent ?? '';
  return textContent
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** A stored value as text: empty, yes/no, a date as the product writes dates, rich text as text, else JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return text('changes.empty');
  if (typeof value === 'boolean') return text(value ? 'changes.yes' : 'changes.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(`${value}T00:00:00`);
    if (TIMESTAMP.test(value)) return formatDateTime(value);
    if (HTML.test(value)) return plainText(value) || text('changes.empty');
    return value;
  }
  return JSON.stringify(value);
}

/**
 * One side of a change: a reference by the name the item had when the change was recorded, else the value
 * as text (older incidents stored only a reference's id, so they show the id).
 */
export function changeText(change: IncidentChange, side: 'before' | 'after'): string {
  return change[`${side}_label`] || valueText(change[side]);
}

/** A linked item (fqmi) by its name when the incident recorded one, else as it was recorded. */
export function linkedLabel(data: IncidentData, target: string): string {
  return data.labels?.[target] ?? target;
}

export const shorten = (value: string, max = 60) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

/** One line per change, shortened: what the table shows and the CSV export holds. */
export function changeLines(incident: Pick<Incident, 'data'>, max = 60): string[] {
  const data = incidentData(incident);
  const lines: string[] = [];
  for (const [field, change] of Object.entries(data.changes ?? {}))
    lines.push(
      `${fieldLabel(field)}: ${shorten(changeText(change, 'before'), max)} → ${shorten(changeText(change, 'after'), max)}`,
    );
  if (data.redacted?.length)
    lines.push(text('changes.redacted', { fields: data.redacted.map(fieldLabel).join(', ') }));
  if (!data.changes && data.values)
    lines.push(text('changes.values', { count: Object.keys(data.values).length }));
  if (data.relation && data.targets)
    lines.push(text('changes.linked', { relation: data.relation, count: data.targets.length }));
  if (data.args && Object.keys(data.args).length) lines.push(shorten(JSON.stringify(data.args), max));
  return lines;
}
