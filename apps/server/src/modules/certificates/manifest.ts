import { defineModule } from '../../platform/module-manifest.ts';
import { certificatePdfRoutes } from './certificate-pdf.routes.ts';
import { certificateResource } from './certificates.resource.ts';

/** The certificates module: certificates and their PDF files. */
export const certificatesModule = defineModule({
  name: 'certificates',
  resources: [certificateResource],
  routes: [certificatePdfRoutes],
});
