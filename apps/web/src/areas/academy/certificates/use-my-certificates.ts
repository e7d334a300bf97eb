import { useQuery } from '@tanstack/react-query';
import { fetchMyCertificates } from '../../../api/academy/certificates.ts';
import { useSession } from '../../../api/use-session.ts';

export function useMyCertificates() {
  const userUuid = useSession()?.user?.uuid ?? '';
  return useQuery({
    queryKey: ['certificates', 'mine', userUuid],
    queryFn: () => fetchMyCertificates(userUuid),
    enabled: userUuid !== '',
  });
}
