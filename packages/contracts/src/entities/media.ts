import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { mediaSummarySchema, summarySchema } from '../common/summary.ts';

/** An id or uuid of another item, as payloads send it. */
const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** What a media item is, for filters and screens (spec §9: image = image/…, video = video/… or HLS). */
export const mediaTypes = ['image', 'video', 'other'] as const;
export type MediaType = (typeof mediaTypes)[number];

/** Where a media file is in its pipeline: variants or an HLS transcode being made, done, or given up. */
export const mediaProcessingStatuses = ['processing', 'ready', 'failed'] as const;

/** The kinds of item media is attached to (spec §5: block, lesson, course variant, course; also products, books). */
export const mediaAttachmentTypes = [
  'block',
  'lesson',
  'course',
  'course_variant',
  'product',
  'book',
] as const;
export type MediaAttachmentType = (typeof mediaAttachmentTypes)[number];

/** A stored rendition of the file (thumbnail, card, full …) and the signed link that serves it. */
export const mediaVariantSchema = z.object({
  variant_name: z.string(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  url: z.string(),
});

/**
 * An item that uses the media, so the media manager can link to it: through an attachment row or through
 * its own media column (a lesson's or block's media, a course's or variant's or product's image, a book's media).
 */
export const mediaUseSchema = summarySchema.extend({
  type: z.enum(mediaAttachmentTypes),
  /** The attachment row's assignment, or the column's name when the item names the media itself. */
  assignment: z.string(),
});

/** A media item of the media manager (spec §3 Media base and Media). */
export const mediaSchema = baseEntitySchema.extend({
  title: z.string(),
  subtitles: z.string().nullable(),
  description: z.string().nullable(),
  directory_id: z.number().int().nullable(),
  directory_uuid: z.string().nullable(),
  directory: summarySchema.nullable(),
  size: z.number().int().nullable(),
  mime: z.string().nullable(),
  meta: z.object({ width: z.number(), height: z.number(), duration: z.number() }).partial(),
  type: z.enum(mediaTypes),
  /** Signed link of the original file. */
  url: z.string(),
  /** Signed link of the HLS playlist once a video is transcoded; null before. */
  hls: z.string().nullable(),
  /** The public embed page (spec §2 `/media/:media/embed`), signed and valid for about a week. */
  embed_url: z.string(),
  /** The stored original's file name. */
  file: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  variants: z.array(mediaVariantSchema),
  poster_image_id: z.number().int().nullable(),
  poster_image_uuid: z.string().nullable(),
  poster_image: mediaSummarySchema.nullable(),
  is_being_replaced: z.boolean(),
  processing_status: z.enum(mediaProcessingStatuses),
  processing_progress: z.number().int(),
  processing_error: z.string().nullable(),
  /** Everything that uses it (empty for readers who are not administrators). */
  attached_to: z.array(mediaUseSchema),
  /** Whether anything uses it: then it cannot be deleted (spec §4, §6). */
  in_use: z.boolean(),
  /** Spec §3's lists of the items of one kind that use it (`with=`; empty for non-administrators). */
  lessons: z.array(mediaUseSchema).nullable().optional(),
  blocks: z.array(mediaUseSchema).nullable().optional(),
  products: z.array(mediaUseSchema).nullable().optional(),
  courses: z.array(mediaUseSchema).nullable().optional(),
  course_variants: z.array(mediaUseSchema).nullable().optional(),
  /** `with=attachments`: its attachment rows. */
  attachments: z
    .array(
      summarySchema.extend({
        attachment_type: z.enum(mediaAttachmentTypes),
        attachment_id: z.number().int(),
        assignment: z.string(),
      }),
    )
    .nullable()
    .optional(),
});
export type Media = z.infer<typeof mediaSchema>;

/**
 * Create from a multipart form: the file in the field `file` (an image or a video) or an earlier upload's id
 * in `upload`, with a title (the file's name when left out) and a folder.
 */
export const mediaCreateSchema = z.strictObject({
  /**
   * A file already sent to `POST /api/v1/filepond` (the upload widget's id), instead of a `file` field: the
   * media manager uploads with progress first, then creates the item.
   */
  upload: z.string().trim().min(1).max(200).optional(),
  title: z.string().trim().min(1, 'validation.title_required').max(255, 'validation.max_length').optional(),
  directory_id: reference.nullable().optional(),
});

export const mediaUpdateSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'validation.title_required').max(255, 'validation.max_length'),
    subtitles: z.string().max(100_000, 'validation.too_long').nullable(),
    description: z.string().max(20_000, 'validation.too_long').nullable(),
    directory_id: reference.nullable(),
    /** An image of the library shown before a video plays. */
    poster_image_id: reference.nullable(),
  })
  .partial();

export const mediaContract = defineResourceContract({
  segment: 'media',
  type: 'media',
  item: mediaSchema,
  create: mediaCreateSchema,
  update: mediaUpdateSchema,
  filters: {
    /** The folder (id or uuid), or `root` for media in no folder. */
    directory: filterValue.reference,
    type: filterValue.oneOf(mediaTypes),
    processing_status: filterValue.oneOf(mediaProcessingStatuses),
  },
  sorts: ['title', 'created_at', 'updated_at', 'size'],
  defaultSort: '-created_at',
  search: true,
  with: ['lessons', 'blocks', 'products', 'courses', 'course_variants', 'attachments'],
  links: {},
  abilities: ['view', 'update', 'delete', 'replace'],
  delete: true,
});

/**
 * `GET /api/v1/media/{uuid}/embed?expires&signature`: what the public embed page plays, for whoever holds
 * the signed embed link (no sign-in); the links inside are signed for a short while, like any media source.
 */
export const mediaEmbedSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  type: z.enum(mediaTypes),
  mime: z.string().nullable(),
  meta: z.object({ width: z.number(), height: z.number(), duration: z.number() }).partial(),
  url: z.string(),
  hls: z.string().nullable(),
  poster_url: z.string().nullable(),
});
export type MediaEmbed = z.infer<typeof mediaEmbedSchema>;

/** `POST /api/v1/media/{uuid}/replace`: a new file for the item (multipart field `file`); every use stays. */
export const mediaReplaceAnswerSchema = mediaSchema;

/**
 * A media reference in an attach (spec §5): one id or uuid, or a list of at most one item from the media
 * picker; more is refused, an empty list attaches nothing.
 */
const singleMediaSchema = z
  .union([reference, z.array(reference)])
  .refine((value) => !Array.isArray(value) || value.length <= 1, 'validation.media_single');

/** Media attached to an item (spec §3 Media attachment); at most one per item and assignment. */
export const mediaAttachmentSchema = baseEntitySchema.extend({
  media_id: z.number().int(),
  media_uuid: z.string(),
  media: mediaSummarySchema.nullable(),
  attachment_type: z.enum(mediaAttachmentTypes),
  attachment_id: z.number().int(),
  attachment: summarySchema.nullable(),
  assignment: z.string(),
});
export type MediaAttachment = z.infer<typeof mediaAttachmentSchema>;

export const mediaAttachmentCreateSchema = z.strictObject({
  media_id: singleMediaSchema,
  attachment_type: z.enum(mediaAttachmentTypes),
  /** The item's id or uuid. */
  attachment_id: reference,
  /** What the media is to the item (`media`, `image` …); one media item per assignment. */
  assignment: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,50}$/, 'validation.invalid_value')
    .optional(),
});

export const mediaAttachmentContract = defineResourceContract({
  segment: 'media-attachments',
  type: 'media_attachment',
  item: mediaAttachmentSchema,
  create: mediaAttachmentCreateSchema,
  filters: {
    media: filterValue.reference,
    attachment_type: filterValue.oneOf(mediaAttachmentTypes),
    /** The item's id or uuid (with `attachment_type`). */
    attachment: filterValue.reference,
  },
  sorts: ['created_at'],
  defaultSort: 'created_at',
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
  delete: true,
});
