/**
 * What a process forgets after a change to who may do what, and tells the other processes sharing the
 * database to forget too: a signed-out token, the users whose access changed, everyone (a change whose
 * people are not known one by one), or the tenants (their hosts or settings).
 */
export type Revocation =
  | { kind: 'token'; hash: string }
  | { kind: 'users'; ids: number[] }
  | { kind: 'everyone' }
  | { kind: 'tenants' };
