import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/tenancy.ts';

/**
 * People's name order, "last first" in any case: the users list's `name` sort and the training matrix's rows (then
 * the id). It is the expression of `users_tenant_name_order_idx`, so a large company's page is read in this order
 * and stops at its length. For statements that read `users` under its own name.
 */
export const nameOrder = sql`lower(${users.last_name} || ' ' || ${users.first_name})`;
