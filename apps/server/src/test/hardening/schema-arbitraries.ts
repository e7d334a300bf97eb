import fc from 'fast-check';
import type { JsonSchema } from './document-operations.ts';

/**
 * fast-check arbitraries from the OpenAPI document's JSON schemas: values of the schema's shape (its types,
 * enums, formats, lengths and bounds — and, a third of the time at every level, whatever JSON at all), so that the
 * fuzzing reaches the code behind validation as well as validation itself.
 */

const anyJson = fc.jsonValue({ maxDepth: 2 });

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  "'; drop table users; --",
  '%',
  '\\',
  '../../etc/passwd',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '2026-02-30',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
);

const edgeNumbers = fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1.5, 1e308);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  return fc.string({
    unit: 'grapheme',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 200),
  });
}

export function arbitraryOf(
  schema: JsonSchema | undefined,
  resolve: (schema?: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (depth > 5) return fc.constant(null);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum?.length) return fc.constantFrom(...s.enum);
    const branches = s.anyOf ?? s.oneOf;
    if (branches?.length)
      return fc.oneof(...branches.map((branch) => arbitraryOf(branch, resolve, depth + 1)));
    if (s.allOf?.length) return arbitraryOf(s.allOf[0], resolve, depth + 1);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const type = types.find((kind) => kind !== 'null') ?? (s.properties ? 'object' : undefined);
    const nullable = s.nullable || types.includes('null');
    let value: fc.Arbitrary<unknown>;
    if (type === 'object') {
      const properties = s.properties ?? {};
      value = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [
            name,
            arbitraryOf(property, resolve, depth + 1),
          ]),
        ),
        { requiredKeys: (s.required ?? []).filter((name) => name in properties) },
      );
    } else if (type === 'array') {
      value = fc.array(arbitraryOf(s.items, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 20),
      });
    } else if (type === 'integer') {
      value = fc.oneof(fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 }), edgeNumbers);
    } else if (type === 'number') {
      value = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), edgeNumbers);
    } else if (type === 'boolean') {
      value = fc.boolean();
    } else if (type === 'string') {
      value = fc.oneof({ weight: 4, arbitrary: stringOf(s) }, { weight: 1, arbitrary: edgeStrings });
    } else {
      value = anyJson;
    }
    return nullable ? fc.option(value, { nil: null }) : value;
  })();
  return fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

/** A path parameter: a real id most of the time, else a number or text no row has. */
export function pathValueArbitrary(real: string | null): fc.Arbitrary<string> {
  const stranger = fc.oneof(
    fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    fc.uuid(),
    fc.string({ maxLength: 30 }),
    edgeStrings,
  );
  return real === null
    ? stranger
    : fc.oneof({ weight: 2, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: stranger });
}

/** A query parameter's value, as text (the shape of its schema, or anything). */
export function queryValueArbitrary(
  schema: JsonSchema | undefined,
  resolve: (schema?: JsonSchema) => JsonSchema,
): fc.Arbitrary<string> {
  return arbitraryOf(schema, resolve).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
}
