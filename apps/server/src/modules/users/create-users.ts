import type { Executor } from '../../db/client.ts';
import { insertInOrder } from '../../db/insert-in-order.ts';
import { type UserRole, users } from '../../db/schema/tenancy.ts';

export type UserInput = {
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  role: UserRole;
  preferred_language_id: number | null;
  last_login_at: string | null;
  email_verified_at: string | null;
};

/** Creates user accounts in one statement (no mail is sent); their ids in input order. */
export function createUsers(db: Executor, tenantId: number, inputs: readonly UserInput[]) {
  return insertInOrder(
    db,
    users,
    inputs.map((input) => ({ tenant_id: tenantId, ...input })),
  );
}
