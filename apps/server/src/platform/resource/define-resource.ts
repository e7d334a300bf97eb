import type {
  AbilityOf,
  FilterNameOf,
  ItemOf,
  ResourceContract,
} from '@academy/contracts/common/resource-contract';
import type { Locale } from '@academy/contracts/messages';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import type { ErrorStatus } from '../http/error-responses.ts';
import type { Reader } from '../kept-pages/index.ts';
import { withApiKeyPermissions } from '../policy/api-key-permissions.ts';
import type { Policy } from '../policy/define-policy.ts';
import type { Services } from '../services.ts';
import type { UploadedFile } from './temp-upload.ts';
import type { UniqueFields } from './unique-fields.ts';
import type { UploadKind } from './upload-rules.ts';

/** The columns the engine relies on in every resource table. */
export type EntityTable = PgTable & {
  id: AnyPgColumn;
  uuid: AnyPgColumn;
  tenant_id?: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
};

/**
 * A row of some resource, as the generic engine and the relation loaders handle rows of every resource:
 * the two columns they rely on, the rest by name. A resource's own code sees its rows typed (RowOf).
 */
export type EntityRow = { id: number; uuid: string; [column: string]: unknown };

/** A table whose rows are entity rows (relations read them and ask their resource's view rule). */
export type RowTable = PgTable & { readonly $inferSelect: EntityRow };

/** Values computed in SQL with each row, by name (see ResourceOptions.computed). */
export type Computed = Record<string, SQL>;
type ComputedValues<X extends Computed> = { [K in keyof X]: X[K]['_']['type'] };

/** A resource's row: the table's columns and its computed values. */
export type RowOf<T extends PgTable, X extends Computed = Record<never, SQL>> = T['$inferSelect'] &
  ComputedValues<X>;

/** Column values a create or update hook hands to the engine (the engine adds tenant_id and updated_at). */
export type ColumnValues<T extends PgTable> = Partial<T['$inferInsert']>;

/**
 * What a resource's presenter returns: fields of the contract's item, each with the item's type (a field of
 * another type is a type error). The engine builds the rest of the item (present.ts): the row's columns less
 * tenant_id and `hidden`, the base fields of spec §3 (fqmi, header, abilities, configurations, relations)
 * and the loaded relations; the presenter's fields come last and may replace any of them. Of all that, only
 * the keys the contract's item declares are sent (an allow-list). That the whole
 * item is the contract's, no field missing and none undeclared, the contract test checks on every list and
 * item answer (resource-contracts.test.ts), since the columns and relations are only known at run time.
 */
export type PresentedFields<C extends ResourceContract> = Partial<ItemOf<C>>;

/**
 * What a hook of a resource gets: the transaction, the actor, the services and the language; on a create or
 * update sent as a multipart form, also its files (temporary files, removed after the request: a hook that
 * keeps one stores it from `path`).
 */
export type ResourceContext = {
  db: Executor;
  actor: Actor;
  services: Services;
  locale: 'en' | 'nb';
  uploads?: UploadedFile[];
};

/**
 * Loads one relation for a page of rows (`R`: the owner resource's rows) in one query; keyed by the row's
 * id. The generic loaders (relations.ts) read only the owner's id or a named column, so they take any rows.
 */
export type RelationLoader<R = EntityRow, V = unknown> = {
  load(context: ResourceContext, rows: readonly R[]): Promise<ReadonlyMap<unknown, V>>;
  /** Loaded on every read (counts, small parents); otherwise only when asked for with `with=`. */
  always?: boolean;
  /**
   * Why the related items' short form (name, code, uuid) reaches everyone who reads the owner, whatever the
   * related resource's own visibility: they are named in a public catalogue (the shop). Only such a relation
   * may show items its reader could not open through their own item route (see relations.ts).
   */
  catalogue?: string;
  /**
   * Why the relation's own condition decides which related rows a reader sees, instead of the related
   * resource's visibility (e.g. a department's head sees its whole roster). It must never be wider across
   * companies: the isolation matrix checks such relations like every other.
   */
  ownRule?: string;
};

/** A resource's relation loaders by name, over its rows `R`. */
export type RelationLoaders<R> = Record<string, RelationLoader<R>>;

/** The value one loader gives each row. */
type LoadedValue<L> = L extends { load(...args: never[]): Promise<ReadonlyMap<unknown, infer V>> }
  ? V
  : never;

/**
 * What the presenter receives of each relation: its loader's value, null where the loader had none for the
 * row (e.g. a relation only some readers may load), absent when it was not asked for (`with=`).
 */
export type LoadedOf<L> = { readonly [K in keyof L]?: LoadedValue<L[K]> | null };

/** attach / detach / sync of a link entity (spec §7): `POST {uuid}/attach/{name}?attachable=…`. */
export type LinkDefinition<R = EntityRow> = {
  /** The link table; it has tenant_id and the two columns below. */
  table: PgTable;
  ownerColumn: AnyPgColumn;
  targetColumn: AnyPgColumn;
  /** The linked resource's table, to resolve ids or uuids within the tenant. */
  targetTable: EntityTable;
  /** Extra condition the linked rows must meet for the actor (e.g. same company). */
  targetVisible?: (actor: Actor, owner: R) => SQL | undefined;
  sortColumn?: AnyPgColumn;
  /** attach places the new links after the owner's existing ones (by sortColumn) instead of numbering from 0. */
  appendOnAttach?: boolean;
  /** The policy action required on the owner, for all operations or per operation; default 'update'. */
  ability?: string | Partial<Record<'attach' | 'detach' | 'sync', string>>;
  /** Values for extra columns of the link row. */
  values?: (owner: R, targetId: number) => Record<string, unknown>;
  relations?: string[];
  /**
   * Runs in the same transaction after the links changed (e.g. tidy dependent rows): `targetIds` are the
   * targets named, `removedIds` the ones whose link was taken away (by a detach, or left out of a sync).
   */
  afterChange?(
    context: ResourceContext,
    owner: R,
    operation: 'attach' | 'detach' | 'sync',
    targetIds: number[],
    removedIds: number[],
  ): Promise<void>;
};

/** Hooks of the generic create: `I` the parsed input, `R` the row, `V` column values. */
export type CreateHooks<I, R, V> = {
  /**
   * Turns the validated input into column values (resolve references, check scope). A list of values
   * writes several rows in one create, and the response's item is then the list (spec §7: access-passes).
   * Without it the input is written as it is.
   */
  prepare?(input: I, context: ResourceContext): Promise<V | V[]>;
  after?(row: R, input: I, context: ResourceContext): Promise<void>;
  /** Error statuses the hooks answer beyond the generic create's (e.g. 429), so the route documents them. */
  errors?: readonly ErrorStatus[];
};

/** Hooks of the generic update: `I` the parsed input, `R` the row, `V` column values. */
export type UpdateHooks<I, R, V> = {
  prepare?(input: I, context: ResourceContext, row: R): Promise<V>;
  after?(row: R, input: I, context: ResourceContext): Promise<void>;
};

/**
 * What every resource declares, whatever its types: `R` its row, `P` what its presenter returns, `CI`/`UI`
 * its parsed create/update input, `V` its column values, `X` its computed values.
 */
type ResourceShape<R, P, CI, UI, V, X extends Computed, L extends RelationLoaders<R> = RelationLoaders<R>> = {
  table: EntityTable;
  policy: Policy<R>;
  /** Display name of an item (the `header` field). */
  header(row: R): string;
  /** Localised singular name for write messages ("Course saved"). */
  label: { en: string; nb: string };
  /**
   * The name of one written item when it is not `label` — a book with a parent is a chapter — so the write
   * message names what was written ("Chapter saved.", not "Book saved."). Given the presented item.
   */
  labelOf?(item: Record<string, unknown>): { en: string; nb: string } | undefined;
  /** The column holding the tenant; `tenant_id` unless the table is the tenants table itself. */
  tenantColumn?: AnyPgColumn;
  /** What the actor may see beyond the tenant; `false` means nothing. */
  visibility?(actor: Actor): SQL | undefined | false;
  /**
   * The same rows as `visibility`, written for counting them all (a list's total, an overview's figure). The
   * planner's best way to a page of rows in order (walk an index, test each row) is not its best way to count
   * every one (read the memberships once): a resource whose two differ gives both. It must name the same rows.
   */
  countedVisibility?(actor: Actor): SQL | undefined | false;
  /**
   * Which visible rows the list names (and counts): rows left out are still read by id or uuid and through
   * relations, e.g. a video's generated poster, which belongs to its video and not to the media library.
   */
  listed?: SQL;
  searchColumns?: AnyPgColumn[];
  /**
   * A further match for `search`, given the ILIKE pattern: text kept outside the item's own row, such as a
   * course's titles in each language, which is what people see and type.
   */
  searchElsewhere?(pattern: string): SQL;
  /** `sort=key` → what to order by; a function of the reader's language for text the reader reads translated. */
  sorts?: Record<string, AnyPgColumn | SQL | ((locale: Locale) => SQL)>;
  defaultSort?: string;
  /** `filter[name]=value` (and the bare `name=value`) → condition. */
  filters?: Record<string, (value: string, actor: Actor) => SQL | undefined>;
  relations?: L;
  /**
   * Values computed in SQL with each row (e.g. the company of a link row), available to policies.
   * Write every column in them with `qualified()` (see qualified.ts for why).
   */
  computed?: X;
  /**
   * Columns never sent (secrets), even should the contract's item name them: a second line behind the
   * allow-list of the contract's item keys, which already leaves out every column the contract does not name.
   */
  hidden?: string[];
  /**
   * The file fields its create and update forms take, and what each holds (its size limit and types, see
   * upload-rules.ts). A file in any other field is refused (422) before it is read.
   */
  uploads?: Record<string, UploadKind>;
  /** Fields holding authored HTML, shown to others as HTML: sanitised on every write (see rich-text.ts). */
  richText?: string[];
  /** Fields added to the presented item from the row and the loaded relations (see PresentedFields). */
  present?(row: R, loaded: LoadedOf<L>, actor: Actor): P;
  create?: CreateHooks<CI, R, V>;
  update?: UpdateHooks<UI, R, Partial<V>>;
  /** Runs before delete inside the transaction; throw to refuse (e.g. media in use). */
  beforeDelete?(row: R, context: ResourceContext): Promise<void>;
  clone?(row: R, changes: Record<string, unknown>, context: ResourceContext): Promise<R>;
  links?: Record<string, LinkDefinition<R>>;
  /**
   * The table's unique constraints (by name) that a create or update may break, each with the field and
   * message of the 422 it answers (also for two requests racing: the constraint decides).
   */
  uniqueFields?: UniqueFields;
  /** Resource segments whose cached data the client refreshes after a write (meta.relations). */
  writeRelations?: string[];
  /**
   * Pages of the list its readers read again and again, kept and served while nothing they read has changed
   * (kept-list.ts). `keeps` names the reader a page concerns, or null where it may not be kept: only pages that
   * read no rows but those whose changes the database notes (migration 0033) may be. `validUntil` is when a page
   * computed now stops being true by time alone (a certificate expiring, the next day). The actor, the query and
   * the language are part of what a page is kept by.
   */
  keptList?: {
    keeps(actor: Actor): Reader | null;
    /** The relations a kept page may load besides the always-loaded ones (`with=`); asking for another computes. */
    relations: readonly string[];
    validUntil(context: ResourceContext): Promise<number>;
  };
};

type ParsedCreate<C extends ResourceContract> = C extends { create: infer S extends z.ZodType }
  ? z.output<S>
  : never;
type ParsedUpdate<C extends ResourceContract> = C extends { update: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/**
 * A resource as its module declares it, typed end to end from its contract `C`, its table `T` and its
 * computed values `X`: rows are the table's (with `X`), the presenter returns fields of the contract's item,
 * hooks receive the input the contract's create/update schema parsed. A contract without create (update)
 * takes no create (update) hooks.
 */
export type ResourceOptions<
  C extends ResourceContract,
  T extends EntityTable,
  X extends Computed = Record<never, SQL>,
  L extends RelationLoaders<RowOf<T, X>> = Record<never, never>,
> = Omit<
  // The row type is only read here, never inferred from: `table` and `computed` decide it.
  ResourceShape<
    NoInfer<RowOf<T, X>>,
    PresentedFields<C>,
    ParsedCreate<C>,
    ParsedUpdate<C>,
    ColumnValues<T>,
    X,
    L
  >,
  'table' | 'create' | 'update' | 'filters' | 'policy'
> & {
  table: T;
  /** Its item rules are exactly the contract's `abilities` (definePolicy<Row, AbilityOf<typeof contract>>). */
  policy: Policy<NoInfer<RowOf<T, X>>, AbilityOf<C>>;
  /**
   * `filter[name]=value` (and the bare `name=value`) → condition, for the contract's filters only; each value
   * arrives checked against the contract's value schema (list-query.ts), so an enum filter gets its enum.
   */
  filters?: {
    [K in FilterNameOf<C>]?: (value: z.output<C['filters'][K]>, actor: Actor) => SQL | undefined;
  };
  create?: C extends { create: z.ZodType }
    ? CreateHooks<ParsedCreate<C>, NoInfer<RowOf<T, X>>, NoInfer<ColumnValues<T>>>
    : never;
  update?: C extends { update: z.ZodType }
    ? UpdateHooks<ParsedUpdate<C>, NoInfer<RowOf<T, X>>, NoInfer<ColumnValues<T>>>
    : never;
};

/**
 * A resource with its types erased: how the registry (modules/resources.ts) and the generic engine hold
 * every resource alike. Its segment, type and input schemas are the contract's.
 */
export type AnyResource = ResourceShape<
  EntityRow,
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
  Computed
> & {
  contract: ResourceContract;
  segment: string;
  /** The type after the bar in the fqmi. */
  type: string;
  create?: CreateHooks<Record<string, unknown>, EntityRow, Record<string, unknown>> & { schema: z.ZodType };
  update?: UpdateHooks<Record<string, unknown>, EntityRow, Record<string, unknown>> & { schema: z.ZodType };
};

/**
 * Declares a resource of the generic API (list, get, create, update, delete, attach …) from its contract;
 * it is served once listed in modules/resources.ts.
 */
export function defineResource<
  const C extends ResourceContract,
  T extends EntityTable,
  X extends Computed = Record<never, SQL>,
  L extends RelationLoaders<RowOf<T, X>> = Record<never, never>,
>(contract: C, options: ResourceOptions<C, T, X, L>): AnyResource {
  const { create, update, ...rest } = options;
  const resource = {
    ...rest,
    // The one place API keys meet their permissions (issue 23 §3): every rule of every resource asks them.
    policy: withApiKeyPermissions(contract.segment, rest.policy),
    contract,
    segment: contract.segment,
    type: contract.type,
    create: create && contract.create ? { ...create, schema: contract.create } : undefined,
    update: update && contract.update ? { ...update, schema: contract.update } : undefined,
  };
  // The one erasure of the engine: the registry and the generic routes hold every resource alike, so its
  // row, input and presented types become the common ones. It is sound because the engine hands each hook
  // only what this resource's own table, computed values and contract schemas produce.
  return resource as unknown as AnyResource;
}

export function tenantColumnOf(definition: Pick<AnyResource, 'table' | 'tenantColumn'>): AnyPgColumn {
  const column = definition.tenantColumn ?? definition.table.tenant_id;
  if (!column) throw new Error('A resource table needs a tenant column');
  return column;
}
