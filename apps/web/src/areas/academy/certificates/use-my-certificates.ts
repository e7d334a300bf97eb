import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMyCertificates } from '../../../api/academy/certificates.ts';
import { useSession } from '../../../api/use-session.ts';

/** The signed-in learner's certificates, latest first. */
export const myCertificatesQuery = (userUuid: string) =>
  queryOptions({
    queryKey: ['certificates', 'mine', userUuid],
    queryFn: () => fetchMyCertificates(userUuid),
    enabled: userUuid !== '',
  });

export function useMyCertificates() {
  return useQuery(myCertificatesQuery(useSession()?.user?.uuid ?? ''));
}
