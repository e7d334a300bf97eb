import { z } from 'zod';
import { itemEnvelope, messageEnvelope } from '../common/envelope.ts';
import { listQueryOf } from '../common/list-query.ts';
import { abilityGuard, binary, defineOperation, mediaAnswer } from '../common/operation-contract.ts';
import { routed } from '../common/operation-route.ts';
import { peopleImportReportSchema } from '../entities/people-import.ts';
import {
  userAssociationsSchema,
  userScheduleQuerySchema,
  userScheduleSchema,
} from '../entities/people-overview.ts';
import { userAddedByManagerSchema, userContract, userCreateSchema, userSchema } from '../entities/user.ts';
import { spreadsheetContentTypes, spreadsheetFormats } from '../spreadsheet.ts';
import { peopleRoutes } from './people.routes.ts';

/** What managers do to people beyond the generic user routes (spec §2 organization users tab, §7). */
const tags = ['users'];

const reference = z.string().trim().min(1).max(64);
const userParams = z.object({ id: z.string().max(64).describe('The id or the uuid of the user') });
const companyParams = z.object({ company: z.string().min(1).max(64).describe('The company (id or uuid)') });

/** One membership's manager flag, as the toggle answers it. */
export const companyMembershipSchema = z.object({
  user_id: z.number().int(),
  company_id: z.number().int(),
  is_manager: z.boolean(),
});

/**
 * `POST /api/v1/users` (spec §7 create, as JSON or a multipart form): an administrator gets the created user
 * (201); a company manager adds a person to a company they manage, or invites an account they cannot see, and
 * gets the same 202 either way (docs/decisions.md).
 */
export const createUser = defineOperation({
  ...routed(peopleRoutes, 'users.create'),
  summary: 'Create a user; a company manager adds or invites a person to their company (202)',
  tags,
  body: userCreateSchema,
  bodyReadBy: 'handler',
  // The administrator's answer is the written row as the generic create presents it (a record the engine
  // builds), so its type is not read from here; the response check of the tests holds it to the user item.
  response: itemEnvelope(userSchema) as z.ZodType,
  status: 201,
  otherAnswers: { 202: itemEnvelope(userAddedByManagerSchema) },
  errors: [400, 401, 403, 409, 413, 415, 422],
  guard: 'signedIn',
});

export const setCompanyManager = defineOperation({
  ...routed(peopleRoutes, 'users.setCompanyManager'),
  summary: "Make a company member a manager of that company, or a plain user again (the company's managers)",
  tags,
  params: z.object({ user: reference, company: reference }),
  body: z.object({ is_manager: z.boolean() }),
  response: itemEnvelope(companyMembershipSchema),
  errors: [401, 403, 404, 422],
  guard: abilityGuard(userContract, 'manageMembership'),
});

export const sendPasswordResetMail = defineOperation({
  ...routed(peopleRoutes, 'users.passwordResetMail'),
  summary: 'Mail a person a password reset link (managers of all their companies, administrators)',
  tags,
  params: z.object({ user: reference }),
  response: messageEnvelope,
  errors: [401, 403, 404, 422, 429],
  guard: abilityGuard(userContract, 'resetPassword'),
});

export const userSchedule = defineOperation({
  ...routed(peopleRoutes, 'users.schedule'),
  summary: 'The periods the user’s courses are open between two dates, recurring ones projected',
  tags,
  params: userParams,
  query: userScheduleQuerySchema,
  response: itemEnvelope(userScheduleSchema),
  errors: [401, 403, 404, 422],
  guard: abilityGuard(userContract, 'view'),
});

export const userAssociations = defineOperation({
  ...routed(peopleRoutes, 'users.associations'),
  summary: 'The user’s companies and departments (within the reader’s reach) and what they hold',
  tags,
  params: userParams,
  response: itemEnvelope(userAssociationsSchema),
  errors: [401, 403, 404],
  guard: abilityGuard(userContract, 'view'),
});

/** Both take a multipart form with one `file` part (CSV or Excel), read by the handler, not by a schema. */
export const previewPeopleImport = defineOperation({
  ...routed(peopleRoutes, 'users.previewImport'),
  summary: 'Preview an import of people: every row with its problems, nothing written',
  tags,
  params: companyParams,
  response: itemEnvelope(peopleImportReportSchema),
  errors: [400, 401, 403, 413, 422],
  guard: 'signedIn',
});

/** `GET …/people-import/template`: a CSV with the import's headers, then the company's custom fields by key. */
export const peopleImportTemplate = defineOperation({
  ...routed(peopleRoutes, 'users.importTemplate'),
  summary: 'A CSV template for importing people: the headers, then the company’s custom fields by key',
  tags,
  params: companyParams,
  response: mediaAnswer('The CSV template (UTF-8)', { 'text/csv': binary }),
  errors: [400, 401, 403, 422],
  guard: 'signedIn',
});

export const importPeople = defineOperation({
  ...routed(peopleRoutes, 'users.import'),
  summary: 'Import people from a CSV or Excel file: all rows or none',
  tags,
  params: companyParams,
  response: itemEnvelope(peopleImportReportSchema),
  errors: [400, 401, 403, 413, 422],
  guard: 'signedIn',
});

/** The users list's own query (search, `filter[…]`, `sort`; paging is ignored) and the file's format. */
export const usersExportQuerySchema = listQueryOf(userContract).extend({
  format: z.enum(spreadsheetFormats).describe('xlsx (Excel) or csv'),
});

/**
 * `GET /api/v1/users/export?format=csv|xlsx&…`: the organization's users tab as a file (spec §2 "CSV and Excel
 * export"), the same rows, visibility and policy as `GET /users`.
 */
export const exportUsers = defineOperation({
  ...routed(peopleRoutes, 'users.export'),
  summary: 'The users list (same filters, search and sort) as an Excel or CSV file',
  tags,
  query: usersExportQuerySchema,
  response: mediaAnswer(
    'The users list as Excel (xlsx) or CSV (UTF-8 with a byte-order mark)',
    Object.fromEntries(Object.values(spreadsheetContentTypes).map((type) => [type.split(';')[0], binary])),
  ),
  errors: [401, 403, 422],
  guard: 'signedIn',
});

/** The operations of this file, composed into `operationContracts` (operations.ts). */
export const peopleOperations = [
  createUser,
  setCompanyManager,
  sendPasswordResetMail,
  userSchedule,
  userAssociations,
  previewPeopleImport,
  peopleImportTemplate,
  importPeople,
  exportUsers,
] as const;
