import { z } from 'zod';
import { baseEntitySchema } from '../common/base.ts';
import { defineResourceContract, filterValue } from '../common/resource-contract.ts';
import { summarySchema } from '../common/summary.ts';

/** The SCORM versions a package is made for: SCORM 1.2 and SCORM 2004 4th edition. */
export const scormVersions = ['1.2', '2004'] as const;
export type ScormVersion = (typeof scormVersions)[number];

export const scormPackageStatuses = ['active', 'expired', 'revoked'] as const;
export type ScormPackageStatus = (typeof scormPackageStatuses)[number];

/**
 * A SCORM package a company dispatches into its own LMS (issue 25): one per course and version, optionally with
 * a seat cap and an expiry date. The package itself carries no secret, only its uuid and the public launch URL.
 */
export const scormPackageSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  company: summarySchema.nullable(),
  course_id: z.number().int(),
  course: summarySchema.nullable(),
  version: z.enum(scormVersions),
  /** How many learners may register through it (null: no cap). */
  seat_cap: z.number().int().nullable(),
  /** Learners registered through it so far. */
  seats_used: z.number().int(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(scormPackageStatuses),
});
export type ScormPackage = z.infer<typeof scormPackageSchema>;

const reference = z.union([z.number().int().positive(), z.string().trim().min(1).max(64)]);

/** `POST /api/v1/scorm-packages`: for the company acted in unless an administrator names one. */
export const scormPackageCreateSchema = z.strictObject({
  company_id: reference.optional(),
  course_id: reference,
  version: z.enum(scormVersions, 'validation.invalid_value'),
  seat_cap: z.number().int().min(1, 'validation.invalid_value').max(1_000_000).nullable().optional(),
  /** The last day the package launches (YYYY-MM-DD); null or absent: it does not expire. */
  expires_on: z.iso.date('validation.date').nullable().optional(),
});
export type ScormPackageCreateInput = z.infer<typeof scormPackageCreateSchema>;

export const scormPackageContract = defineResourceContract({
  segment: 'scorm-packages',
  type: 'scorm_package',
  item: scormPackageSchema,
  // Served by the module's own route at the generic create's address (it checks the course and the company).
  create: scormPackageCreateSchema,
  filters: { company: filterValue.reference, status: filterValue.oneOf(scormPackageStatuses) },
  sorts: ['created_at'],
  defaultSort: '-created_at',
  search: false,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete', 'revoke', 'download'],
  delete: false,
});

/** A person who came in through a SCORM package: the LMS's learner id, the course and when they last launched. */
export const scormRegistrationSchema = baseEntitySchema.extend({
  company_id: z.number().int(),
  course_id: z.number().int(),
  course: summarySchema.nullable(),
  package_id: z.number().int(),
  user_id: z.number().int(),
  user: summarySchema.nullable(),
  scorm_learner_id: z.string(),
  last_launched_at: z.string().nullable(),
});
export type ScormRegistration = z.infer<typeof scormRegistrationSchema>;

export const scormRegistrationContract = defineResourceContract({
  segment: 'scorm-registrations',
  type: 'scorm_registration',
  item: scormRegistrationSchema,
  filters: { company: filterValue.reference, package: filterValue.reference },
  sorts: ['created_at', 'last_launched_at'],
  defaultSort: '-created_at',
  search: true,
  with: [],
  links: {},
  abilities: ['view', 'update', 'delete'],
});

/** `GET /api/v1/scorm/launch/{package}?learner=…`: what the package's launch page asks for. */
export const scormLaunchQuerySchema = z.strictObject({
  learner: z.string().trim().min(1).max(255),
});

/** A short-lived launch: the academy address the launch page opens in its frame, with the signed token in it. */
export const scormLaunchSchema = z.object({
  url: z.string(),
  /** The academy's origin: the launch page accepts messages from it only. */
  origin: z.string(),
  expires_at: z.string(),
});
export type ScormLaunch = z.infer<typeof scormLaunchSchema>;

/** `POST /api/v1/auth/login/scorm` (spec §7): the launch token from the address exchanged for a session. */
export const scormLoginRequestSchema = z.strictObject({
  companyUuid: z.string().trim().min(1).max(64),
  courseUuid: z.string().trim().min(1).max(64),
  scormLearnerId: z.string().trim().min(1).max(255),
  token: z.string().min(1).max(2000),
});
export type ScormLoginRequest = z.infer<typeof scormLoginRequestSchema>;

/** The messages the academy posts to the launch page (its parent) in SCORM mode. */
export const scormResultMessageSchema = z.object({
  type: z.literal('academy.scorm.result'),
  /** Answered in the launch page's acknowledgement (`academy.scorm.ack`), so the academy knows it arrived. */
  id: z.string(),
  completed: z.boolean(),
  passed: z.boolean().nullable(),
  /** 0–100, or null when the course has no score. */
  score: z.number().min(0).max(100).nullable(),
});
export type ScormResultMessage = z.infer<typeof scormResultMessageSchema>;
