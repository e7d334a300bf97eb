import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../api/use-session.ts';
import { fetchMyCertificates } from './certificate-api.ts';

export function useMyCertificates() {
  const userUuid = useSession()?.user?.uuid ?? '';
  return useQuery({
    queryKey: ['certificates', 'mine', userUuid],
    queryFn: () => fetchMyCertificates(userUuid),
    enabled: userUuid !== '',
  });
}
