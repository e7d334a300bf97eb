/** Where a certificate's PDF is served: for the signed-in viewer, and the public verification link. */
export const certificatePdfPath = (uuid: string) => `/api/v1/certificates/${uuid}/pdf`;

/** Both the uuid and the numeric id must match: together they are the secret of the link (spec §2). */
export const certificatePublicUrl = (publicUrl: string, uuid: string, id: number) =>
  `${publicUrl}/public/certificate/${uuid}/${id}`;
