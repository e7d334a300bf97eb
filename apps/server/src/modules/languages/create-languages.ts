import type { Executor } from '../../db/client.ts';
import { insertInOrder } from '../../db/insert-in-order.ts';
import { languages } from '../../db/schema/tenancy.ts';

export type LanguageInput = { code: string; name: string };

/** Adds the languages to the tenant; their ids in input order. */
export function createLanguages(db: Executor, tenantId: number, inputs: readonly LanguageInput[]) {
  return insertInOrder(
    db,
    languages,
    inputs.map(({ code, name }) => ({ tenant_id: tenantId, code, name })),
  );
}
