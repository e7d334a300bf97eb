import { z } from 'zod';

/**
 * One resource of the generic API (DESIGN §10), declared once and read by both sides: the server's
 * `defineResource` serves exactly these filters, sorts, relations and links and presents `item`; the web's
 * data layer and generic screens (table, form, page) are driven by it.
 */
export type LinkOperation = 'attach' | 'detach' | 'sync';

export type LinkContract = {
  /** Segment of the linked resource (what `attachable`/`detachable`/`synchronizables` name). */
  readonly target: string;
  readonly operations: readonly LinkOperation[];
};

export type ResourceContract = {
  /** URL segment under /api/v1 (spec §7). */
  readonly segment: string;
  /** The type after the bar in an item's fqmi. */
  readonly type: string;
  /** The presented item, as every read and write answers it (with `abilities`). */
  readonly item: z.ZodObject;
  /** Body of `POST /{segment}`; absent when the resource cannot be created through the API. */
  readonly create?: z.ZodType;
  /** Body of `PATCH /{segment}/{uuid}`; absent when it cannot be updated. */
  readonly update?: z.ZodType;
  /** `filter[name]=value`: the schema a value must meet (query values arrive as strings). */
  readonly filters: Readonly<Record<string, z.ZodType<string>>>;
  /** Keys `sort` accepts besides `id` (a leading `-` sorts descending; `a,-b` sorts by both). */
  readonly sorts: readonly string[];
  readonly defaultSort?: string;
  /** `search=text` narrows the list (the server searches some of the item's text columns); absent: ignored. */
  readonly search?: boolean;
  /** Relations loaded on request with `with=a,b`. */
  readonly with: readonly string[];
  /** Link names of `POST /{segment}/{uuid}/{operation}/{name}`. */
  readonly links: Readonly<Record<string, LinkContract>>;
  /** The keys of an item's `abilities`. */
  readonly abilities: readonly string[];
  /** `POST /{segment}/{id}/clone` with `change_attributes` (validated like an update). */
  readonly clone?: boolean;
  readonly delete?: boolean;
};

/** Keeps the literal types of a contract (its segment, filter and link names) for typed hooks and screens. */
export function defineResourceContract<const C extends ResourceContract>(contract: C): C {
  return contract;
}

/**
 * The presented item; its `abilities` are keyed by the contract's ability names, so the web's `can(item, …)`
 * and `<Can ability=…>` take only those (a misspelt ability does not compile).
 */
export type ItemOf<C extends ResourceContract> = Omit<z.infer<C['item']>, 'abilities'> & {
  abilities: ContractAbilities<AbilityOf<C>>;
};

/** Type-only mark of an `abilities` map whose names a contract fixes (no value exists at run time). */
declare const abilityNames: unique symbol;
export type ContractAbilities<A extends string> = Partial<Record<A, boolean>> & {
  readonly [abilityNames]?: A;
};
/** The ability names an item's type fixes; `string` for a plain map. */
export type AbilityNameOf<I> =
  NonNullable<I> extends { abilities?: infer M }
    ? NonNullable<M> extends { readonly [abilityNames]?: infer A }
      ? A & string
      : string
    : string;
export type CreateInputOf<C extends ResourceContract> = C['create'] extends z.ZodType
  ? z.input<C['create']>
  : never;
export type UpdateInputOf<C extends ResourceContract> = C['update'] extends z.ZodType
  ? z.input<C['update']>
  : never;
export type FilterNameOf<C extends ResourceContract> = keyof C['filters'] & string;
export type SortOf<C extends ResourceContract> = C['sorts'][number];
export type RelationOf<C extends ResourceContract> = C['with'][number];
export type LinkNameOf<C extends ResourceContract> = keyof C['links'] & string;
export type AbilityOf<C extends ResourceContract> = C['abilities'][number];

/** Value schemas shared by filters: every query value is a string. */
export const filterValue = {
  /** An id or a uuid of another resource. */
  reference: z.string().trim().min(1).max(64),
  boolean: z.enum(['true', 'false', '1', '0']),
  date: z.iso.date(),
  text: z.string().max(200),
  integer: z.string().regex(/^\d{1,9}$/),
  oneOf: <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values),
} as const;
