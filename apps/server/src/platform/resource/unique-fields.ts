import type { MessageKey } from '@academy/contracts/messages';
import { fieldError } from '../http/http-error.ts';

/**
 * A unique constraint of a resource's table, by name, and the field a write that breaks it is answered on.
 * The constraint is the source of truth: a look-up before the write cannot see a request racing it.
 */
export type UniqueFields = Record<string, { field: string; message: MessageKey }>;

/** The constraint a PostgreSQL unique_violation (23505) names, also when Drizzle wraps the driver's error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * Runs a write of the resource; a unique violation of a constraint it names becomes a 422 on that field
 * (the surrounding transaction is rolled back by the throw). Anything else passes unchanged.
 */
export async function answeringUniqueFields<T>(
  uniqueFields: UniqueFields | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    const known = constraint === null ? undefined : uniqueFields?.[constraint];
    if (known) throw fieldError(known.field, known.message);
    throw error;
  }
}
