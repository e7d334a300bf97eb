import type { Role, Target } from './matrix-world.ts';

/** What a cell expects: a status, any 2xx, `passes` (past authorization: 2xx or a 400/409/415/422), `refused`. */
export type Expected = number | '2xx' | 'passes' | 'refused';
/** A column's rule: one expectation, or one for the caller's own company's object and one for another's. */
export type Rule = Expected | `own:${string} other:${string}`;
export type Entry = Partial<Record<Role, Rule>>;

export const matrixFamilies: Record<string, Entry> = {};
export const matrixOperations: Record<string, Entry> = {};

export function familyOf(path: string): string {
  return path.split('/').slice(0, 4).join('/');
}

function parse(value: string): Expected {
  return /^\d+$/.test(value) ? Number(value) : (value as Expected);
}

export function expectedCell(key: string, path: string, role: Role, target: Target): Expected | undefined {
  const rule = matrixOperations[key]?.[role] ?? matrixFamilies[familyOf(path)]?.[role];
  if (rule === undefined) return undefined;
  if (typeof rule === 'number') return rule;
  const split = /^own:(\S+) other:(\S+)$/.exec(rule);
  if (!split) return parse(rule);
  return parse(target === 'other' ? split[2] : split[1]);
}
