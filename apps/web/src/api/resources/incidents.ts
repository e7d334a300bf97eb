import { archivedIncidentContract, incidentContract } from '@academy/contracts/entities/incident';
import { createResourceApi } from './create-resource-api.ts';

/** The audit trail (the changelog): who changed what, when; administrators read it, nobody writes it. */
export const incidentsApi = createResourceApi(incidentContract);

/** The trail's archive (the changelog's historic view): incidents older than the retention period. */
export const archivedIncidentsApi = createResourceApi(archivedIncidentContract);
