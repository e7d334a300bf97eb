import { archivedIncidentContract } from '@academy/contracts/entities/incident';
import { incidentArchive } from '../../db/schema/tenancy.ts';
import { defineResource } from '../../platform/resource/define-resource.ts';
import { incidentFilters } from './incident-filters.ts';
import { incidentPolicy, incidentsInView } from './incidents.policy.ts';
import { incidentRelations } from './incidents.resource.ts';

/**
 * The archive of the audit trail (the changelog's historic view): incidents the daily archive job moved out
 * of the live trail, read by administrators with the same filters; nobody writes it through the API.
 */
export const archivedIncidentResource = defineResource(archivedIncidentContract, {
  table: incidentArchive,
  policy: incidentPolicy,
  label: { en: 'Archived incident', nb: 'Arkivert hendelse' },
  header: (row) => row.event,
  visibility: incidentsInView,
  searchColumns: [incidentArchive.event, incidentArchive.target],
  sorts: { created_at: incidentArchive.created_at, event: incidentArchive.event },
  defaultSort: '-created_at',
  filters: incidentFilters(incidentArchive),
  relations: incidentRelations,
  writeRelations: ['archived-incidents'],
});
