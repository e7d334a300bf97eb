import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/**
 * Production's allow-list for answers: a function, compiled once per response schema, that copies a body
 * keeping only the object keys the schema declares (at every depth), so a column a handler returns by
 * accident — a provider id, a webhook secret — never reaches the client. It does not validate (that costs
 * more than the route itself, see response-validation.ts); it only leaves out what the schema does not name.
 *
 * It is conservative where a schema allows several forms: for a union it keeps every key any object option
 * declares, and a key whose schema accepts anything (unknown, any, a transform's input, a record, a loose
 * object's rest) keeps its value whole.
 */
export type Strip = (value: unknown) => unknown;

type Def = {
  type: string;
  innerType?: ZodType;
  getter?: () => ZodType;
  in?: ZodType;
  options?: readonly ZodType[];
  left?: ZodType;
  right?: ZodType;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  valueType?: ZodType;
  element?: ZodType;
};

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Schemas that only wrap another one whose input is what the client receives. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
/** Schemas that accept any value: nothing below them is known, so the value is kept whole. */
const OPEN = new Set(['any', 'unknown', 'transform', 'custom']);

const keep: Strip = (value) => value;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The forms a value of the schema may take, wrappers and unions flattened (`null` when it may be anything). */
function formsOf(schema: ZodType, into: ZodType[], seen: Set<ZodType>): ZodType[] | null {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = defOf(schema);
  if (OPEN.has(def.type)) return null;
  if (WRAPPERS.has(def.type) && def.innerType) return formsOf(def.innerType, into, seen);
  if (def.type === 'lazy' && def.getter) return formsOf(def.getter(), into, seen);
  if (def.type === 'pipe' && def.in) return formsOf(def.in, into, seen);
  if (def.type === 'union' && def.options) {
    for (const option of def.options) if (!formsOf(option, into, seen)) return null;
    return into;
  }
  if (def.type === 'intersection' && def.left && def.right)
    return formsOf(def.left, into, seen) && formsOf(def.right, into, seen);
  into.push(schema);
  return into;
}

/** Compiled on first use, so recursive schemas (lazy) compile as deep as the data goes and no deeper. */
function later(schemas: readonly ZodType[]): Strip {
  let compiled: Strip | undefined;
  return (value) => {
    compiled ??= compileForms(schemas);
    return compiled(value);
  };
}

/** Forms whose values have keys or entries to look into; any other value (a string, a date …) is a leaf. */
const STRUCTURED = new Set(['object', 'record', 'array']);

/**
 * What happens to a value the schemas declare: `true` keeps it whole without a call (a leaf, or a schema open
 * to anything), otherwise it goes through its own strip.
 */
function childOf(schemas: readonly ZodType[]): Strip | true {
  const forms: ZodType[] = [];
  for (const schema of schemas) if (!formsOf(schema, forms, new Set())) return true;
  return forms.some((form) => STRUCTURED.has(defOf(form).type)) ? later(schemas) : true;
}

/** A copy of the first `count` entries of `value` (all kept unchanged so far). */
function copyOf(value: Record<string, unknown>, keys: string[], count: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) copy[keys[index]] = value[keys[index]];
  return copy;
}

function compileForms(schemas: readonly ZodType[]): Strip {
  const forms: ZodType[] = [];
  for (const schema of schemas) if (!formsOf(schema, forms, new Set())) return keep;

  const fields = new Map<string, ZodType[]>();
  const rest: ZodType[] = [];
  const elements: ZodType[] = [];
  let objects = false;
  let arrays = false;
  let tuples = false;
  for (const form of forms) {
    const def = defOf(form);
    if (def.type === 'object') {
      objects = true;
      for (const [key, field] of Object.entries(def.shape ?? {}))
        fields.set(key, [...(fields.get(key) ?? []), field]);
      // A strict object's rest is `never`: it declares no further key.
      if (def.catchall && defOf(def.catchall).type !== 'never') rest.push(def.catchall);
    } else if (def.type === 'record' && def.valueType) {
      objects = true;
      rest.push(def.valueType);
    } else if (def.type === 'array' && def.element) {
      arrays = true;
      elements.push(def.element);
    } else if (def.type === 'tuple') {
      // Tuples are rare in answers; their items are kept as they are.
      tuples = true;
    }
  }

  const children = new Map([...fields].map(([key, list]) => [key, childOf(list)]));
  const restChild = rest.length ? childOf(rest) : undefined;
  const element = arrays && !tuples ? childOf(elements) : true;

  // Copy on write: a body with nothing undeclared (the usual case) is returned as it is, without a copy.
  return (value) => {
    if (Array.isArray(value)) {
      if (element === true) return value;
      let copy: unknown[] | undefined;
      for (let index = 0; index < value.length; index++) {
        const entry = value[index];
        const next = element(entry);
        if (next !== entry && !copy) copy = value.slice(0, index);
        if (copy) copy.push(next);
      }
      return copy ?? value;
    }
    if (!objects || !isPlainObject(value)) return value;
    const keys = Object.keys(value);
    let copy: Record<string, unknown> | undefined;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index];
      const child = children.get(key) ?? restChild;
      if (child === undefined) {
        copy ??= copyOf(value, keys, index);
        continue;
      }
      const entry = value[key];
      const next = child === true ? entry : child(entry);
      if (next !== entry) copy ??= copyOf(value, keys, index);
      if (copy) copy[key] = next;
    }
    return copy ?? value;
  };
}

const compiled = new WeakMap<ZodType, Strip>();

/** The allow-list copier of a response schema (one per schema, reused by every route that declares it). */
export function stripperOf(schema: ZodType): Strip {
  let strip = compiled.get(schema);
  if (!strip) {
    strip = compileForms([schema]);
    compiled.set(schema, strip);
  }
  return strip;
}

/**
 * The serializer production uses (VALIDATE_RESPONSES off): the body as JSON, keeping only what the route's
 * response schema declares. A route without a zod schema for the status is written as it is.
 */
export const strippingSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
  const strip = stripperOf(schema);
  return (data) => JSON.stringify(strip(data));
};
