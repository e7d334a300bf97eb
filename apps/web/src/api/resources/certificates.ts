import { certificateContract } from '@academy/contracts/entities/certificate';
import { createResourceApi } from './create-resource-api.ts';

/** Certificates (spec §3): issued by the platform on completion, or by hand by an administrator. */
export const certificatesApi = createResourceApi(certificateContract);
