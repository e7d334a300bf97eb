import { incidentContract } from '@academy/contracts/entities/incident';
import { companies, incidents, users } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { belongsTo, summary } from '../../platform/resource/relations.ts';
import { incidentFilters } from './incident-filters.ts';
import { incidentPolicy, incidentsInView } from './incidents.policy.ts';

/** Who and where of an incident, for the live trail and its archive alike. */
export const incidentRelations = {
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
};

export const incidentResource = defineResource(incidentContract, {
  table: incidents,
  policy: incidentPolicy,
  label: { en: 'Incident', nb: 'Hendelse' },
  header: (row) => row.event,
  visibility: incidentsInView,
  searchColumns: [incidents.event, incidents.target],
  sorts: { created_at: incidents.created_at, event: incidents.event },
  defaultSort: '-created_at',
  filters: incidentFilters(incidents),
  relations: incidentRelations,
  writeRelations: ['incidents'],
});
