import type { LoginCode, LoginCodeIssue, LoginCodeIssued } from '@academy/contracts/entities/login-code';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.ts';
import { httpEnvironment } from '../http-environment.ts';
import { callOperation } from '../operations/call-operation.ts';

/** Under the users' segment, so a write to the person (or signing out) refreshes or drops them too. */
const codesKey = (userUuid: string) => ['users', 'login-codes', userUuid] as const;

/** A person's active PIN codes (organization person page, integrations tab); never the codes themselves. */
export function useLoginCodes(userUuid: string) {
  return useQuery<LoginCode[], ApiError>({
    queryKey: codesKey(userUuid),
    queryFn: async () => (await callOperation('loginCodes.list', { params: { user: userUuid } })).items,
  });
}

/** Issues a code; the answer carries the code this once, kept by the caller only while it is shown. */
export function useIssueLoginCode(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<LoginCodeIssued, ApiError, LoginCodeIssue>({
    mutationFn: async (body) =>
      (await callOperation('loginCodes.issue', { params: { user: userUuid }, body })).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(userUuid) }),
  });
}

/** Revokes a code: it stops working at once; the server's message is shown. */
export function useRevokeLoginCode(userUuid: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      const data = await callOperation('loginCodes.revoke', { params: { user: userUuid, id } });
      httpEnvironment().notify({ color: 'green', message: data.message });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(userUuid) }),
  });
}
