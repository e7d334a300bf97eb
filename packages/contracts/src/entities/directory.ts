import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

/** An id or uuid of another item, as payloads send it. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** A folder of the media manager (spec §3 Directory); top-level folders have no parent ("my files"). */
export const directorySchema = baseEntitySchema.extend({
  name: z.string(),
  parent_id: z.number().int().nullable(),
  parent_uuid: z.string().nullable(),
  sort_order: z.number().int(),
  children_count: z.number().int(),
  media_count: z.number().int(),
  /** Whether any media directly in it is still being processed (variants or a video transcode). */
  processing: z.boolean(),
  /** `with=children`: the sub-folders, in their order. */
  children: z
    .array(summarySchema.extend({ sort_order: z.number().int() }))
    .nullable()
    .optional(),
  /** `with=parent`. */
  parent: summarySchema.nullable().optional(),
});
export type Directory = z.infer<typeof directorySchema>;

const directoryFields = {
  name: z.string().trim().min(1, 'validation.name_required').max(255, 'validation.name_too_long'),
  /** The parent folder (id or uuid); null puts it at the top. */
  parent_id: reference.nullable().optional(),
  sort_order: z.number().int().min(0).max(1_000_000).optional(),
};

export const directoryCreateSchema = z.strictObject(directoryFields);
export const directoryUpdateSchema = z.strictObject(directoryFields).partial();

export const directoryContract = defineResourceContract({
  segment: 'directories',
  type: 'directory',
  item: directorySchema,
  create: directoryCreateSchema,
  update: directoryUpdateSchema,
  filters: {
    /** The folder's parent (id or uuid), or `root` for the top-level folders. */
    parent: filterValue.reference,
  },
  sorts: ['name', 'sort_order', 'created_at'],
  defaultSort: 'sort_order,name',
  search: true,
  with: ['children', 'parent'],
  links: {},
  abilities: ['view', 'update', 'delete', 'detach_children'],
  delete: true,
});

/**
 * `POST /api/v1/directories/{uuid}/detach-children` (spec §7 "directories detach children"): its sub-folders
 * and media move up to its parent (the top level when it has none); the folder itself stays, empty.
 */
export const directoryDetachChildrenAnswerSchema = directorySchema;
