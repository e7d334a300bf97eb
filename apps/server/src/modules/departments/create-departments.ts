import type { Executor } from '../../db/client.ts';
import { insertInOrder } from '../../db/insert-in-order.ts';
import { departments } from '../../db/schema/tenancy.ts';

export type DepartmentInput = { companyId: number; name: string };

/** Creates the departments in one statement; their ids in input order. */
export function createDepartments(db: Executor, tenantId: number, inputs: readonly DepartmentInput[]) {
  return insertInOrder(
    db,
    departments,
    inputs.map(({ companyId, name }) => ({ tenant_id: tenantId, company_id: companyId, name })),
  );
}
