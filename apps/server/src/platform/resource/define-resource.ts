import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import type { Policy } from '../policy/define-policy.ts';
import type { Services } from '../services.ts';
import type { UploadedFile } from './temp-upload.ts';
import type { UploadKind } from './upload-rules.ts';

/** The columns the engine relies on in every resource table. */
export type EntityTable = PgTable & {
  id: AnyPgColumn;
  uuid: AnyPgColumn;
  tenant_id?: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
};

// biome-ignore lint/suspicious/noExplicitAny: rows are plain records of the table's columns
export type Row = Record<string, any> & { id: number; uuid: string; tenant_id: number };

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

/** Loads one relation for a page of rows in one query; keyed by the row's id. */
export type RelationLoader = {
  load(context: ResourceContext, rows: Row[]): Promise<Map<number, unknown>>;
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

/** attach / detach / sync of a link entity (spec §7): `POST {uuid}/attach/{name}?attachable=…`. */
export type LinkDefinition = {
  /** The link table; it has tenant_id and the two columns below. */
  table: PgTable;
  ownerColumn: AnyPgColumn;
  targetColumn: AnyPgColumn;
  /** The linked resource's table, to resolve ids or uuids within the tenant. */
  targetTable: EntityTable;
  /** Extra condition the linked rows must meet for the actor (e.g. same company). */
  targetVisible?: (actor: Actor, owner: Row) => SQL | undefined;
  sortColumn?: AnyPgColumn;
  /** attach places the new links after the owner's existing ones (by sortColumn) instead of numbering from 0. */
  appendOnAttach?: boolean;
  /** The policy action required on the owner, for all operations or per operation; default 'update'. */
  ability?: string | Partial<Record<'attach' | 'detach' | 'sync', string>>;
  /** Values for extra columns of the link row. */
  values?: (owner: Row, targetId: number) => Record<string, unknown>;
  relations?: string[];
  /** Runs in the same transaction after the links changed (e.g. tidy dependent rows). */
  afterChange?(
    context: ResourceContext,
    owner: Row,
    operation: 'attach' | 'detach' | 'sync',
    targetIds: number[],
  ): Promise<void>;
};

export type ResourceDefinition = {
  segment: string;
  /** The type after the bar in the fqmi. */
  type: string;
  table: EntityTable;
  policy: Policy<Row>;
  /** Display name of an item (the `header` field). */
  header(row: Row): string;
  /** Localised singular name for write messages ("Course saved"). */
  label: { en: string; nb: string };
  /** The column holding the tenant; `tenant_id` unless the table is the tenants table itself. */
  tenantColumn?: AnyPgColumn;
  /** What the actor may see beyond the tenant; `false` means nothing. */
  visibility?(actor: Actor): SQL | undefined | false;
  searchColumns?: AnyPgColumn[];
  sorts?: Record<string, AnyPgColumn | SQL>;
  defaultSort?: string;
  /** `filter[name]=value` (and the bare `name=value`) → condition. */
  filters?: Record<string, (value: string, actor: Actor) => SQL | undefined>;
  relations?: Record<string, RelationLoader>;
  /**
   * Values computed in SQL with each row (e.g. the company of a link row), available to policies.
   * Write every column in them with `qualified()` (see qualified.ts for why).
   */
  computed?: Record<string, SQL>;
  /** Columns never sent (secrets). */
  hidden?: string[];
  /**
   * The file fields its create and update forms take, and what each holds (its size limit and types, see
   * upload-rules.ts). A file in any other field is refused (422) before it is read.
   */
  uploads?: Record<string, UploadKind>;
  /** Fields holding authored HTML, shown to others as HTML: sanitised on every write (see rich-text.ts). */
  richText?: string[];
  /** Fields added to the presented item from the row and the loaded relations. */
  present?(row: Row, loaded: Record<string, unknown>, actor: Actor): Record<string, unknown>;
  create?: {
    schema: z.ZodType;
    /**
     * Turns the validated input into column values (resolve references, check scope). A list of values
     * writes several rows in one create, and the response's item is then the list (spec §7: access-passes).
     */
    prepare?(
      input: Record<string, unknown>,
      context: ResourceContext,
    ): Promise<Record<string, unknown> | Record<string, unknown>[]>;
    after?(row: Row, input: Record<string, unknown>, context: ResourceContext): Promise<void>;
  };
  update?: {
    schema: z.ZodType;
    prepare?(
      input: Record<string, unknown>,
      context: ResourceContext,
      row: Row,
    ): Promise<Record<string, unknown>>;
    after?(row: Row, input: Record<string, unknown>, context: ResourceContext): Promise<void>;
  };
  /** Runs before delete inside the transaction; throw to refuse (e.g. media in use). */
  beforeDelete?(row: Row, context: ResourceContext): Promise<void>;
  clone?(row: Row, changes: Record<string, unknown>, context: ResourceContext): Promise<Row>;
  links?: Record<string, LinkDefinition>;
  /** Resource segments whose cached data the client refreshes after a write (meta.relations). */
  writeRelations?: string[];
};

/** Declares a resource; listed in modules/resources.ts, the generic routes (list, get, create …) serve it. */
export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}

export function tenantColumnOf(definition: Pick<ResourceDefinition, 'table' | 'tenantColumn'>): AnyPgColumn {
  const column = definition.tenantColumn ?? definition.table.tenant_id;
  if (!column) throw new Error('A resource table needs a tenant column');
  return column;
}
