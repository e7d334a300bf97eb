/**
 * What the audit trail keeps of a written row (DESIGN §9): the stored values — authored HTML as sanitised and
 * stored — but never a secret. A secret column that changed is named, without its values.
 */

/** Column or argument names that hold credentials, whatever the resource (password hashes, tokens …). */
const secretName = /password|hash|token|secret|captcha|signature|api_?key|authorization|cookie|credential/i;

/** Bookkeeping every row has; the incident already says which item (target) and when (created_at). */
const bookkeeping = new Set(['id', 'uuid', 'tenant_id', 'created_at', 'updated_at']);

export type AuditOptions = {
  /** The resource's columns that are never sent (define-resource `hidden`): never recorded either. */
  hidden?: readonly string[];
};

const isSecret = (name: string, options: AuditOptions) =>
  secretName.test(name) || (options.hidden ?? []).includes(name);

/** Values as JSON keeps them (dates as text), so comparing and storing see the same thing. */
const comparable = (value: unknown) => JSON.stringify(value ?? null);

/** A row's stored values for a create or a delete, secrets named in `redacted` instead. */
export function auditedValues(
  row: Record<string, unknown>,
  options: AuditOptions = {},
): { values: Record<string, unknown>; redacted?: string[] } {
  const values: Record<string, unknown> = {};
  const redacted: string[] = [];
  for (const [name, value] of Object.entries(row)) {
    if (bookkeeping.has(name)) continue;
    if (isSecret(name, options)) {
      if (value !== null && value !== undefined) redacted.push(name);
      continue;
    }
    values[name] = withoutSecrets(value ?? null);
  }
  return redacted.length ? { values, redacted } : { values };
}

/**
 * The columns an update changed, with their values before and after; `after` is the row as written, so only
 * its table's columns are compared (computed values of the row before are not the item's own).
 */
export function changedValues(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  options: AuditOptions = {},
): { changes: Record<string, { before: unknown; after: unknown }>; redacted?: string[] } {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const redacted: string[] = [];
  for (const [name, value] of Object.entries(after)) {
    if (bookkeeping.has(name) || comparable(before[name]) === comparable(value)) continue;
    if (isSecret(name, options)) redacted.push(name);
    // A JSON column's secret-named keys (a provider's client secret in settings …) are masked too.
    else
      changes[name] = { before: withoutSecrets(before[name] ?? null), after: withoutSecrets(value ?? null) };
  }
  return redacted.length ? { changes, redacted } : { changes };
}

/** Action arguments (or any free-form input) with the values of secret-named keys replaced, at any depth. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((entry) => withoutSecrets(entry, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      secretName.test(key) ? '[redacted]' : withoutSecrets(entry, depth + 1),
    ]),
  );
}
