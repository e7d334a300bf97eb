import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { stripperOf } from './response-strip.ts';

/**
 * Production writes answers through their schema's allow-list (response-strip.ts): what the schema declares
 * is sent exactly as it is; a key it does not declare, at any depth, is left out.
 */

const strip = (schema: ZodType, value: unknown) => stripperOf(schema)(value);

const person = z.object({ name: z.string(), email: z.string().nullable() });

describe('the allow-list of a response schema', () => {
  it('sends a body that declares nothing more unchanged, in the same key order', () => {
    const body = { data: { items: [{ name: 'Ada', email: null }], meta: { total: 1 } } };
    const schema = z.object({
      data: z.object({ items: z.array(person), meta: z.object({ total: z.number() }) }),
    });
    expect(JSON.stringify(strip(schema, body))).toBe(JSON.stringify(body));
  });

  it('leaves out undeclared keys at every depth: top, nested objects, array entries', () => {
    const schema = z.object({ item: person.extend({ friends: z.array(person).optional() }) });
    const body = {
      item: {
        name: 'Ada',
        email: 'ada@example.com',
        password_hash: 'x',
        friends: [{ name: 'Bo', email: null, provider_secret: 'sk_live_x' }],
      },
      secret: 'x',
    };
    expect(strip(schema, body)).toEqual({
      item: { name: 'Ada', email: 'ada@example.com', friends: [{ name: 'Bo', email: null }] },
    });
  });

  it('goes through optional, nullable, default, pipe and readonly wrappers', () => {
    const schema = z.object({
      a: person.optional(),
      b: person.nullable(),
      c: person.default({ name: 'x', email: null }),
      d: person.readonly(),
      e: person.pipe(z.object({ name: z.string(), email: z.string().nullable() })),
    });
    const extra = { name: 'Ada', email: null, secret: 'x' };
    const clean = { name: 'Ada', email: null };
    expect(strip(schema, { a: extra, b: null, c: extra, d: extra, e: extra })).toEqual({
      a: clean,
      b: null,
      c: clean,
      d: clean,
      e: clean,
    });
  });

  it('keeps every key some option of a union declares, and only those', () => {
    const schema = z.object({
      target: z.discriminatedUnion('type', [
        z.object({ type: z.literal('user'), name: z.string() }),
        z.object({ type: z.literal('company'), org_number: z.string() }),
      ]),
      either: z.union([z.string(), z.array(person)]),
    });
    expect(
      strip(schema, {
        target: { type: 'company', org_number: '9', secret: 'x' },
        either: [{ name: 'Ada', email: null, secret: 'x' }],
      }),
    ).toEqual({ target: { type: 'company', org_number: '9' }, either: [{ name: 'Ada', email: null }] });
    expect(strip(schema, { target: { type: 'user', name: 'Ada' }, either: 'text' })).toEqual({
      target: { type: 'user', name: 'Ada' },
      either: 'text',
    });
  });

  it('keeps what the schema leaves open: records, loose objects, unknown values', () => {
    const schema = z.object({
      abilities: z.record(z.string(), z.boolean()),
      configurations: z.looseObject({ theme: z.string() }),
      payload: z.unknown(),
      counts: z.record(z.string(), person),
    });
    const body = {
      abilities: { view: true, update: false },
      configurations: { theme: 'dark', anything: 1 },
      payload: { whatever: { deep: true } },
      counts: { a: { name: 'Ada', email: null, secret: 'x' } },
    };
    expect(strip(schema, body)).toEqual({ ...body, counts: { a: { name: 'Ada', email: null } } });
  });

  it('leaves out the rest of a strict object and merges the two sides of an intersection', () => {
    const schema = z.intersection(z.strictObject({ a: z.number() }), z.object({ b: z.number() }));
    expect(strip(schema, { a: 1, b: 2, c: 3 })).toEqual({ a: 1, b: 2 });
  });

  it('follows recursive (lazy) schemas as deep as the data goes', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const body = { name: 'a', secret: 1, children: [{ name: 'b', secret: 2, children: [] }] };
    expect(strip(node, body)).toEqual({ name: 'a', children: [{ name: 'b', children: [] }] });
  });

  it('does not open values that are not plain objects (dates are written by their toJSON)', () => {
    const when = new Date('2026-01-01T00:00:00.000Z');
    expect(JSON.stringify(strip(z.object({ at: z.iso.datetime() }), { at: when }))).toBe(
      '{"at":"2026-01-01T00:00:00.000Z"}',
    );
  });

  it('copies nothing when nothing is undeclared, and only the objects on the way to what is', () => {
    const schema = z.object({ a: z.array(person), b: person });
    const body = { a: [{ name: 'Ada', email: null }], b: { name: 'Bo', email: null } };
    expect(strip(schema, body)).toBe(body);
    const leaking = { ...body, b: { name: 'Bo', email: null, secret: 'x' } };
    const stripped = strip(schema, leaking) as typeof body;
    expect(stripped.a).toBe(leaking.a);
    expect(stripped.b).toEqual({ name: 'Bo', email: null });
    expect(leaking.b).toHaveProperty('secret');
  });

  it('compiles one allow-list per schema', () => {
    expect(stripperOf(person)).toBe(stripperOf(person));
  });
});
