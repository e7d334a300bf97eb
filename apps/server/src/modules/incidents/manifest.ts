import { defineModule } from '../../platform/module-manifest.ts';
import { archivedIncidentResource } from './archived-incidents.resource.ts';
import { incidentResource } from './incidents.resource.ts';

/** The incidents module: incidents and their archive. */
export const incidentsModule = defineModule({
  name: 'incidents',
  resources: [incidentResource, archivedIncidentResource],
});
