/** Whether a create or update payload carries a file (then it goes as a multipart form, spec §7). */
export function hasFile(input: object): boolean {
  return Object.values(input).some(
    (value) =>
      value instanceof Blob || (Array.isArray(value) && value.some((entry) => entry instanceof Blob)),
  );
}

/**
 * A payload as a multipart form: the server coerces the strings back by the contract's schema (numbers,
 * booleans, `''` for null on nullable fields, JSON for objects and arrays of objects).
 */
export function toFormData(input: object, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const append = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (value === null) form.append(name, '');
    else if (typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(input)) {
    if (Array.isArray(value) && value.every((entry) => entry instanceof Blob || typeof entry !== 'object')) {
      for (const entry of value) append(`${name}[]`, entry);
    } else append(name, value);
  }
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}
