import { HttpError, validationError } from './http-error.ts';

/**
 * What PostgreSQL cannot store: NUL (text and jsonb refuse it, so the statement fails) and UTF-16 halves
 * without their partner (the driver silently writes U+FFFD instead, so the text would change unseen).
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string): boolean => !text.includes('\0') && !loneSurrogate.test(text);

/** Deeper input than any form of the product sends; deeper still would strain recursive code (JSON.stringify). */
export const maxInputDepth = 32;

export type InputProblem = { kind: 'characters'; field: string } | { kind: 'depth' };

/**
 * The first string (value or key) in the input that cannot be stored, or input nested too deeply.
 * Walks with its own stack: a deeply nested body must not overflow the call stack here either.
 */
export function findInputProblem(input: unknown, prefix: string[] = []): InputProblem | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: prefix }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { kind: 'characters', field: fieldName(path) };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (path.length - prefix.length >= maxInputDepth) return { kind: 'depth' };
    for (const [key, child] of Object.entries(value)) {
      // A bad key is reported on its parent: the key itself cannot name the field in the answer.
      if (!isStorableText(key)) return { kind: 'characters', field: fieldName(path) };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

const fieldName = (path: string[]) => path.join('.') || '_';

/** The answer to a problem: 422 on the field for characters, 400 for nesting. */
export function inputProblemError(problem: InputProblem): HttpError {
  if (problem.kind === 'depth') return new HttpError(400, 'http.too_deeply_nested');
  return validationError({ [problem.field]: ['validation.invalid_characters'] });
}

/** Throws when any of the parts of a request holds what cannot be stored. */
export function assertStorableInput(...parts: unknown[]): void {
  for (const part of parts) {
    const problem = findInputProblem(part);
    if (problem) throw inputProblemError(problem);
  }
}
