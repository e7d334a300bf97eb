import { incidentContract } from '@academy/contracts/entities/incident';
import { eq, gte, lt, sql } from 'drizzle-orm';
import { companies, incidents, users } from '../../db/schema/tenancy.ts';
import { isAdmin } from '../../platform/auth/actor.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { referenceFilter } from '../../platform/resource/reference-filter.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { incidentPolicy } from './incidents.policy.ts';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

export const incidentResource = defineResource(incidentContract, {
  table: incidents,
  policy: incidentPolicy,
  label: { en: 'Incident', nb: 'Hendelse' },
  header: (row) => row.event,
  visibility: (actor) => (isAdmin(actor) ? undefined : false),
  searchColumns: [incidents.event, incidents.target],
  sorts: { created_at: incidents.created_at, event: incidents.event },
  defaultSort: '-created_at',
  filters: {
    event: (value) => eq(incidents.event, value),
    user: (value) => referenceFilter(incidents.user_id, users, value),
    company: (value) => referenceFilter(incidents.company_id, companies, value),
    target: (value) => eq(incidents.target, value),
    from: (value) => (isDate(value) ? gte(incidents.created_at, value.slice(0, 10)) : sql`false`),
    to: (value) =>
      isDate(value) ? lt(incidents.created_at, sql`${value.slice(0, 10)}::date + 1`) : sql`false`,
  },
  relations: {
    user: belongsTo(users, 'user_id', {
      always: true,
      pick: summary(
        'users',
        'user',
        (row) => `${row.first_name} ${row.last_name}`,
        (row) => ({ email: row.email }),
      ),
    }),
    company: belongsTo(companies, 'company_id', {
      always: true,
      pick: summary('companies', 'company', (row) => row.name),
    }),
  },
  writeRelations: ['incidents'],
});
