import type { Role, Target } from './matrix-world.ts';

/**
 * The authorization matrix's expected answers (issue 26, "Hardening suites"), checked by
 * authorization-matrix.test.ts against every operation of the OpenAPI document.
 *
 * Columns (matrix-world.ts): guest (no credentials), learner and manager of Nordlys AS, apiKey (a key of Nordlys
 * with every permission), admin, superAdmin. A path that names an object is called twice per column: with
 * Nordlys's object ("own") and with Fjord Logistics's ("other"); a family with objects of one kind for the whole
 * tenant (courses, lessons…) has no "other". Families the demo holds nothing of get one object of each company
 * built for the matrix (matrix-objects.ts: examinations, company reports, receipts, SCORM packages and
 * registrations, LTI platforms, partner integrations), so their cells check access to a real object. A family
 * still without one (archived incidents, directories…) is called with an id that names nothing: those cells
 * prove the refusal, not the access.
 *
 * Expectations: a status (401, 403, 404, 405…), '2xx' (any success), 'passes' (past authorization: a success, or
 * the body's own 400/409/415/422, or the rate limit's 429 — writes are sent the smallest body their schema
 * accepts, so a 422 is a reference the body names that does not exist), 'refused' (401, 403 or 404). A rule is
 * one expectation or 'own:X other:Y'. Whatever the table says, another company's object never answers a 2xx to
 * its outsiders unless its rule says so explicitly, and no cell answers a 5xx or a stack trace.
 *
 * ADDING AN OPERATION: one line in matrixOperations, `'METHOD /path': {},` takes its family's defaults (the
 * family is the path's first three segments, e.g. /api/v1/users); name only the columns that differ. A family
 * that is new gets a line in matrixFamilies. Run the test alone with MATRIX_PRINT=/tmp/matrix.txt to see what
 * every cell answers now.
 */

/** What a cell expects: a status, any 2xx, `passes` (past authorization), `refused` (401, 403 or 404). */
export type Expected = number | '2xx' | 'passes' | 'refused';
/** A column's rule: one expectation, or one for the caller's own company's object and one for another's. */
export type Rule = Expected | `own:${string} other:${string}`;
export type Entry = Partial<Record<Role, Rule>>;

/** Each family's defaults: what most of its operations answer. */
// biome-ignore format: one line per family, so the table reads as a table
export const matrixFamilies: Record<string, Entry> = {
  '/api/ecommerce/v1': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/public/v1': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  '/api/v1/access-passes': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/action': { guest: 401, learner: 'passes', manager: 'passes', apiKey: 401, admin: 'passes', superAdmin: 'passes' },
  '/api/v1/api-keys': { guest: 401, learner: 404, manager: '2xx', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/archived-incidents': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/auth': { guest: 'passes', learner: 'passes', manager: 'passes', apiKey: 'passes', admin: 'passes', superAdmin: 'passes' },
  '/api/v1/block-knowledge-base': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/block-lessons': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/blocks': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/blocks-passports': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: 404 },
  '/api/v1/books': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/certificates': { guest: 401, learner: 'own:403 other:404', manager: 'own:403 other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/companies': { guest: 401, learner: 403, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/company-books': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/company-courses': { guest: 401, learner: 404, manager: 'own:403 other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/company-reports': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/context': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  '/api/v1/course-variant-lessons': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/course-variants': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/courses': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/department-users': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/departments': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/diagnostic': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  '/api/v1/directories': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/enrollments': { guest: 401, learner: 'own:403 other:404', manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/examinations': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/filepond': { guest: 'passes', learner: 'passes', manager: 'passes', apiKey: 'passes', admin: 'passes', superAdmin: 'passes' },
  '/api/v1/incidents': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/languages': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/learning': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/lessons': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/mail': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  '/api/v1/media': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/media-attachments': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/notifications': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/poll': { guest: 401, learner: '2xx', manager: '2xx', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/products': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/qualifications': { guest: 401, learner: 405, manager: 405, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/question_alternatives': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/questions': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/receipts': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/search': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/statistics': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/tenants': { guest: 401, learner: 403, manager: 403, apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/api/v1/user-books': { guest: 401, learner: 404, manager: 404, apiKey: 401, admin: 404, superAdmin: 404 },
  '/api/v1/users': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  '/health': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  '/public/certificate/{uuid}': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  '/ready': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
};

/** Every operation of the OpenAPI document, with the columns in which it differs from its family. */
// biome-ignore format: one line per operation, so the table reads as a table
export const matrixOperations: Record<string, Entry> = {
  // /api/ecommerce/v1
  'GET /api/ecommerce/v1/books': { learner: '2xx', manager: '2xx', admin: '2xx', superAdmin: '2xx' },
  'POST /api/ecommerce/v1/checkouts': { learner: '2xx', manager: '2xx', admin: '2xx', superAdmin: '2xx' },
  'GET /api/ecommerce/v1/checkouts/{id}': {},
  'GET /api/ecommerce/v1/receipts/exists': { learner: '2xx', manager: '2xx', admin: '2xx', superAdmin: '2xx' },
  'POST /api/ecommerce/v1/receipts/{id}/refund': { manager: 'own:403 other:404', admin: 409, superAdmin: 409 },
  'POST /api/ecommerce/v1/sandbox/checkouts/{id}/decline': {},
  'POST /api/ecommerce/v1/sandbox/checkouts/{id}/pay': {},
  'POST /api/ecommerce/v1/webhooks/{provider}': { guest: 'passes', learner: 'passes', manager: 'passes', apiKey: 'passes', admin: 'passes', superAdmin: 'passes' },
  // /api/public/v1
  'GET /api/public/v1/product/{id}': {},
  'GET /api/public/v1/products': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  // /api/v1/access-passes
  'GET /api/v1/access-passes': { learner: 403, manager: '2xx', apiKey: 403 },
  'POST /api/v1/access-passes': { learner: 403, manager: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/access-passes/{id}': {},
  'GET /api/v1/access-passes/{id}': { apiKey: 'own:403 other:404' },
  'PATCH /api/v1/access-passes/{id}': {},
  'POST /api/v1/access-passes/{id}': {},
  // /api/v1/action
  'POST /api/v1/action': {},
  // /api/v1/api-keys
  'GET /api/v1/api-keys': { learner: 403, apiKey: 403 },
  'POST /api/v1/api-keys': { learner: 403, admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/api-keys/{id}': { manager: 403, admin: 403, superAdmin: 404 },
  'GET /api/v1/api-keys/{id}': { apiKey: 404 },
  'PATCH /api/v1/api-keys/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/api-keys/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/api-keys/{id}/revoke': { admin: 403, superAdmin: 403 },
  // /api/v1/archived-incidents
  'GET /api/v1/archived-incidents': { learner: 403, manager: 403, apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'DELETE /api/v1/archived-incidents/{id}': {},
  'GET /api/v1/archived-incidents/{id}': { apiKey: 404 },
  'PATCH /api/v1/archived-incidents/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/archived-incidents/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  // /api/v1/auth
  'POST /api/v1/auth/accept-company-invitation': {},
  'GET /api/v1/auth/captcha/challenge': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/auth/confirmed-verify-email-update': {},
  'POST /api/v1/auth/login': {},
  'POST /api/v1/auth/login/code': {},
  'POST /api/v1/auth/login/code/request': {},
  'POST /api/v1/auth/logout': { guest: 401, learner: '2xx', manager: '2xx', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/auth/recover': {},
  'POST /api/v1/auth/register': {},
  'POST /api/v1/auth/register-customer': {},
  'POST /api/v1/auth/register/additional': { guest: 401, apiKey: 401 },
  'GET /api/v1/auth/register/{company}': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/auth/request-reset-password': {},
  'POST /api/v1/auth/reset-password': {},
  'POST /api/v1/auth/validate-company-invitation': {},
  'POST /api/v1/auth/validate-verify-email-update': {},
  // /api/v1/block-knowledge-base
  'GET /api/v1/block-knowledge-base': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/block-knowledge-base': { superAdmin: 'passes' },
  'DELETE /api/v1/block-knowledge-base/{id}': {},
  'GET /api/v1/block-knowledge-base/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/block-knowledge-base/{id}': {},
  'POST /api/v1/block-knowledge-base/{id}': {},
  // /api/v1/block-lessons
  'GET /api/v1/block-lessons': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/block-lessons': { superAdmin: 'passes' },
  'DELETE /api/v1/block-lessons/{id}': {},
  'GET /api/v1/block-lessons/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/block-lessons/{id}': {},
  'POST /api/v1/block-lessons/{id}': {},
  // /api/v1/blocks
  'GET /api/v1/blocks': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/blocks': { admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/blocks/{id}': {},
  'GET /api/v1/blocks/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/blocks/{id}': {},
  'POST /api/v1/blocks/{id}': {},
  'POST /api/v1/blocks/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/blocks/{id}/clone': {},
  'POST /api/v1/blocks/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/blocks/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/blocks-passports
  'GET /api/v1/blocks-passports': { apiKey: 403, superAdmin: '2xx' },
  'POST /api/v1/blocks-passports': { superAdmin: 'passes' },
  'DELETE /api/v1/blocks-passports/{id}': { learner: 404, manager: 404, admin: 404 },
  'GET /api/v1/blocks-passports/{id}': { learner: 404, manager: 404, apiKey: 404, admin: 404 },
  'PATCH /api/v1/blocks-passports/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/blocks-passports/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  // /api/v1/books
  'GET /api/v1/books': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/books': {},
  'DELETE /api/v1/books/{id}': { admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/books/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/books/{id}': {},
  'POST /api/v1/books/{id}': {},
  'POST /api/v1/books/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/books/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/books/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/certificates
  'GET /api/v1/certificates': { learner: '2xx', manager: '2xx', apiKey: '2xx' },
  'POST /api/v1/certificates': { learner: 403, manager: 403 },
  'DELETE /api/v1/certificates/{id}': {},
  'GET /api/v1/certificates/{id}': { learner: 'own:2xx other:404', manager: 'own:2xx other:404', apiKey: 'own:2xx other:404' },
  'PATCH /api/v1/certificates/{id}': {},
  'POST /api/v1/certificates/{id}': {},
  'GET /api/v1/certificates/{id}/pdf': { learner: 'own:2xx other:404', manager: 'own:2xx other:404' },
  // /api/v1/companies
  'GET /api/v1/companies': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/companies': { manager: 403, superAdmin: 'passes' },
  'POST /api/v1/companies/{company}/people-import': { manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'POST /api/v1/companies/{company}/people-import/preview': { manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/companies/{company}/people-import/template': { manager: '2xx' },
  'POST /api/v1/companies/{company}/reminders': { learner: 'own:403 other:404', manager: 'own:passes other:404', admin: 'passes', superAdmin: 'passes' },
  'POST /api/v1/companies/{company}/reminders/preview': { learner: 'own:403 other:404', manager: 'own:passes other:404', admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/companies/{company}/users/{user}/reminder-deliveries': { learner: 'own:403 other:404' },
  'DELETE /api/v1/companies/{id}': { learner: 'own:403 other:404', manager: 'own:403 other:404' },
  'GET /api/v1/companies/{id}': { learner: 'own:2xx other:404', apiKey: 'own:403 other:404' },
  'PATCH /api/v1/companies/{id}': { learner: 'own:403 other:404' },
  'POST /api/v1/companies/{id}': { learner: 'own:403 other:404' },
  'POST /api/v1/companies/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/companies/{id}/deadlines': {},
  'POST /api/v1/companies/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/companies/{id}/insights': {},
  'GET /api/v1/companies/{id}/insights/courses/{course}/learners': {},
  'GET /api/v1/companies/{id}/profile': { learner: 'own:403 other:404' },
  'GET /api/v1/companies/{id}/report-reach': {},
  'POST /api/v1/companies/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/companies/{id}/training-matrix': {},
  'GET /api/v1/companies/{id}/training-matrix/download': {},
  // /api/v1/company-books
  'GET /api/v1/company-books': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/company-books': { superAdmin: 'passes' },
  'DELETE /api/v1/company-books/{id}': { admin: 404, superAdmin: 404 },
  'GET /api/v1/company-books/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/company-books/{id}': {},
  'POST /api/v1/company-books/{id}': {},
  // /api/v1/company-courses
  'GET /api/v1/company-courses': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/company-courses': { learner: 403, manager: 403, admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/company-courses/{id}': { admin: 404, superAdmin: 404 },
  'GET /api/v1/company-courses/{id}': { manager: 'own:2xx other:404', apiKey: 'own:403 other:404' },
  'PATCH /api/v1/company-courses/{id}': {},
  'POST /api/v1/company-courses/{id}': {},
  // /api/v1/company-reports
  'GET /api/v1/company-reports': { learner: 403, manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/company-reports': { learner: 403, manager: '2xx', admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/company-reports/{id}': { manager: 'own:2xx other:404' },
  'GET /api/v1/company-reports/{id}': { manager: 'own:2xx other:404', apiKey: 'own:2xx other:404', admin: '2xx', superAdmin: '2xx' },
  'PATCH /api/v1/company-reports/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/company-reports/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'GET /api/v1/company-reports/{id}/download': { manager: 'own:409 other:404', admin: 409, superAdmin: 409 },
  // /api/v1/context
  'GET /api/v1/context': {},
  // /api/v1/course-variant-lessons
  'GET /api/v1/course-variant-lessons': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/course-variant-lessons': { superAdmin: 'passes' },
  'DELETE /api/v1/course-variant-lessons/{id}': {},
  'GET /api/v1/course-variant-lessons/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/course-variant-lessons/{id}': {},
  'POST /api/v1/course-variant-lessons/{id}': {},
  // /api/v1/course-variants
  'GET /api/v1/course-variants': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/course-variants': { admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/course-variants/{id}': {},
  'GET /api/v1/course-variants/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/course-variants/{id}': {},
  'POST /api/v1/course-variants/{id}': {},
  'POST /api/v1/course-variants/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/course-variants/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/course-variants/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/courses
  'GET /api/v1/courses': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/courses': {},
  'DELETE /api/v1/courses/{id}': {},
  'GET /api/v1/courses/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/courses/{id}': {},
  'POST /api/v1/courses/{id}': {},
  'POST /api/v1/courses/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/courses/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/courses/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/department-users
  'GET /api/v1/department-users': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/department-users': { learner: 403, manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/department-users/{id}': { admin: 'own:2xx other:404', superAdmin: 'own:2xx other:404' },
  'GET /api/v1/department-users/{id}': { apiKey: 'own:403 other:404' },
  'PATCH /api/v1/department-users/{id}': {},
  'POST /api/v1/department-users/{id}': {},
  // /api/v1/departments
  'GET /api/v1/departments': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/departments': { learner: 403, manager: '2xx', admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/departments/{id}': { admin: 'own:2xx other:404', superAdmin: 'own:2xx other:404' },
  'GET /api/v1/departments/{id}': { apiKey: 'own:403 other:404' },
  'PATCH /api/v1/departments/{id}': {},
  'POST /api/v1/departments/{id}': {},
  'POST /api/v1/departments/{id}/attach/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/departments/{id}/detach/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/departments/{id}/sync/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/diagnostic
  'GET /api/v1/diagnostic/auth': {},
  // /api/v1/directories
  'GET /api/v1/directories': { learner: 403, manager: 403, apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/directories': { learner: 403, manager: 403, admin: '2xx', superAdmin: '2xx' },
  'DELETE /api/v1/directories/{id}': {},
  'GET /api/v1/directories/{id}': { apiKey: 404 },
  'PATCH /api/v1/directories/{id}': {},
  'POST /api/v1/directories/{id}': {},
  'POST /api/v1/directories/{id}/detach-children': {},
  // /api/v1/enrollments
  'GET /api/v1/enrollments': { learner: '2xx', manager: '2xx', apiKey: '2xx' },
  'POST /api/v1/enrollments': { learner: 403, manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'POST /api/v1/enrollments/bulk': { learner: 403, manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/enrollments/{id}': { admin: 'own:2xx other:404', superAdmin: 'own:2xx other:404' },
  'GET /api/v1/enrollments/{id}': { learner: 'own:2xx other:404', apiKey: 'own:2xx other:404' },
  'PATCH /api/v1/enrollments/{id}': {},
  'POST /api/v1/enrollments/{id}': {},
  // /api/v1/examinations
  'GET /api/v1/examinations': { learner: '2xx', manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/examinations': { learner: 'passes', manager: 'passes' },
  'DELETE /api/v1/examinations/{id}': { learner: 'own:403 other:404', manager: 'own:403 other:404' },
  'GET /api/v1/examinations/{id}': { learner: 'own:2xx other:404', manager: 'own:2xx other:404', apiKey: 'own:403 other:404', admin: '2xx', superAdmin: '2xx' },
  'PATCH /api/v1/examinations/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/examinations/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/examinations/{id}/answers': { learner: 'own:passes other:404' },
  'PUT /api/v1/examinations/{id}/answers': { learner: 'own:passes other:404' },
  'GET /api/v1/examinations/{id}/results': { learner: 'own:409 other:404' },
  'POST /api/v1/examinations/{id}/submit': { learner: 'own:2xx other:404' },
  // /api/v1/filepond
  'DELETE /api/v1/filepond': {},
  'PATCH /api/v1/filepond': {},
  'POST /api/v1/filepond': { guest: 401, learner: 403, apiKey: 401 },
  // /api/v1/incidents
  'GET /api/v1/incidents': { learner: 403, manager: 403, apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'DELETE /api/v1/incidents/{id}': { admin: 403, superAdmin: 403 },
  'GET /api/v1/incidents/{id}': { apiKey: 404, admin: '2xx', superAdmin: '2xx' },
  'PATCH /api/v1/incidents/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/incidents/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  // /api/v1/languages
  'GET /api/v1/languages': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/languages': { superAdmin: 'passes' },
  'DELETE /api/v1/languages/{id}': { admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/languages/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/languages/{id}': {},
  'POST /api/v1/languages/{id}': {},
  // /api/v1/learning
  'POST /api/v1/learning/courses/{id}/restart': {},
  // /api/v1/lessons
  'GET /api/v1/lessons': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/lessons': { admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/lessons/{id}': {},
  'GET /api/v1/lessons/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/lessons/{id}': {},
  'POST /api/v1/lessons/{id}': {},
  'POST /api/v1/lessons/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/lessons/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/lessons/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/mail
  'GET /api/v1/mail/unsubscribe/{token}': {},
  'POST /api/v1/mail/unsubscribe/{token}': {},
  // /api/v1/media
  'GET /api/v1/media': { apiKey: 403 },
  'POST /api/v1/media': { admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/media/{id}': { admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/media/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/media/{id}': {},
  'POST /api/v1/media/{id}': {},
  'POST /api/v1/media/{id}/replace': { admin: 'passes', superAdmin: 'passes' },
  'GET /api/v1/media/{uuid}/embed': { guest: 403, apiKey: 403, admin: 403, superAdmin: 403 },
  'GET /api/v1/media/{uuid}/hls/{file}': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/media/{uuid}/hls/{rendition}/{file}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/media/{uuid}/{variant}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/media-attachments
  'GET /api/v1/media-attachments': { apiKey: 403 },
  'POST /api/v1/media-attachments': { admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/media-attachments/{id}': { learner: 404, manager: 404 },
  'GET /api/v1/media-attachments/{id}': { learner: 404, manager: 404, apiKey: 404 },
  'PATCH /api/v1/media-attachments/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/media-attachments/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  // /api/v1/notifications
  'GET /api/v1/notifications': { learner: '2xx', manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'DELETE /api/v1/notifications/{id}': {},
  'GET /api/v1/notifications/{id}': { apiKey: 404 },
  'PATCH /api/v1/notifications/{id}': {},
  'POST /api/v1/notifications/{id}': {},
  // /api/v1/poll
  'GET /api/v1/poll': {},
  // /api/v1/products
  'GET /api/v1/products': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'POST /api/v1/products': {},
  'DELETE /api/v1/products/{id}': {},
  'GET /api/v1/products/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/products/{id}': {},
  'POST /api/v1/products/{id}': {},
  'POST /api/v1/products/{id}/attach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/products/{id}/detach/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/products/{id}/sync/{name}': { learner: 404, manager: 404, admin: 404, superAdmin: 404 },
  // /api/v1/qualifications
  'GET /api/v1/qualifications': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'DELETE /api/v1/qualifications/{id}': { learner: 'own:403 other:404', manager: 'own:403 other:404', admin: 404, superAdmin: 404 },
  'GET /api/v1/qualifications/{id}': { learner: 'own:2xx other:404', manager: 'own:2xx other:404', apiKey: 'own:403 other:404' },
  'PATCH /api/v1/qualifications/{id}': { admin: 405, superAdmin: 405 },
  'POST /api/v1/qualifications/{id}': { admin: 405, superAdmin: 405 },
  // /api/v1/question_alternatives
  'GET /api/v1/question_alternatives': { learner: 403, manager: 403, apiKey: 403 },
  'POST /api/v1/question_alternatives': { learner: 403, manager: 403 },
  'PATCH /api/v1/question_alternatives/{ids}': { learner: 'passes', manager: 'passes', admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/question_alternatives/{id}': {},
  'GET /api/v1/question_alternatives/{id}': { apiKey: 404 },
  'PATCH /api/v1/question_alternatives/{id}': {},
  'POST /api/v1/question_alternatives/{id}': {},
  'POST /api/v1/question_alternatives/{id}/clone': {},
  // /api/v1/questions
  'GET /api/v1/questions': { learner: 403, manager: 403, apiKey: 403 },
  'POST /api/v1/questions': { learner: 403, manager: 403, admin: 'passes', superAdmin: 'passes' },
  'DELETE /api/v1/questions/{id}': {},
  'GET /api/v1/questions/{id}': { apiKey: 404 },
  'PATCH /api/v1/questions/{id}': {},
  'POST /api/v1/questions/{id}': {},
  'POST /api/v1/questions/{id}/clone': {},
  // /api/v1/receipts
  'GET /api/v1/receipts': { learner: '2xx', manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'DELETE /api/v1/receipts/{id}': { manager: 'own:403 other:404', admin: 403, superAdmin: 403 },
  'GET /api/v1/receipts/{id}': { manager: 'own:2xx other:404', apiKey: 404, admin: '2xx', superAdmin: '2xx' },
  'PATCH /api/v1/receipts/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  'POST /api/v1/receipts/{id}': { learner: 405, manager: 405, admin: 405, superAdmin: 405 },
  // /api/v1/search
  'POST /api/v1/search/{name}': {},
  // /api/v1/statistics
  'GET /api/v1/statistics': {},
  'GET /api/v1/statistics/enrollment-timeline': {},
  // /api/v1/tenants
  'GET /api/v1/tenants': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'DELETE /api/v1/tenants/{id}': { admin: 403, superAdmin: 403 },
  'GET /api/v1/tenants/{id}': { learner: '2xx', manager: '2xx', apiKey: 403 },
  'PATCH /api/v1/tenants/{id}': {},
  'POST /api/v1/tenants/{id}': {},
  // /api/v1/user-books
  'GET /api/v1/user-books': { learner: '2xx', manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/user-books': { learner: 403, manager: 403, admin: '2xx', superAdmin: 'passes' },
  'DELETE /api/v1/user-books/{id}': {},
  'GET /api/v1/user-books/{id}': { apiKey: 404 },
  'PATCH /api/v1/user-books/{id}': {},
  'POST /api/v1/user-books/{id}': {},
  // /api/v1/users
  'GET /api/v1/users': { learner: '2xx', manager: '2xx', apiKey: '2xx' },
  'POST /api/v1/users': { learner: 403, manager: 'passes', superAdmin: 'passes' },
  'GET /api/v1/users/export': { learner: '2xx', manager: '2xx' },
  'POST /api/v1/users/me/password-reset-mail': { learner: '2xx', manager: '2xx' },
  'GET /api/v1/users/me/settings': { learner: '2xx', manager: '2xx' },
  'PATCH /api/v1/users/me/settings': { learner: '2xx', manager: '2xx' },
  'DELETE /api/v1/users/{id}': {},
  'GET /api/v1/users/{id}': { apiKey: 'own:2xx other:404' },
  'PATCH /api/v1/users/{id}': {},
  'POST /api/v1/users/{id}': {},
  'GET /api/v1/users/{id}/associations': {},
  'POST /api/v1/users/{id}/attach/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/users/{id}/detach/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/users/{id}/schedule': {},
  'POST /api/v1/users/{id}/sync/{name}': { manager: 404, admin: 404, superAdmin: 404 },
  'PUT /api/v1/users/{user}/companies/{company}/manager': {},
  'GET /api/v1/users/{user}/login-codes': { learner: 'own:403 other:404' },
  'POST /api/v1/users/{user}/login-codes': { learner: 'own:403 other:404', manager: 'own:passes other:404', admin: 'passes', superAdmin: 'passes' },
  'POST /api/v1/users/{user}/login-codes/{id}/revoke': { learner: 'own:403 other:404', manager: 404, admin: 404, superAdmin: 404 },
  'POST /api/v1/users/{user}/password-reset-mail': { learner: 'own:403 other:404' },
  // /health
  'GET /health': {},
  // /public/certificate/{uuid}
  'GET /public/certificate/{uuid}/{id}': {},
  // /ready
  'GET /ready': {},
  // Issue 25 (sign-in from elsewhere, SCORM dispatch, LTI 1.3) and the receipts' totals. Their {id} cells are
  // called with an object of each company (matrix-objects.ts). Writes run role after role: a package the manager
  // revoked is already revoked (403) when the administrator comes to it; Fjord's is revoked by the administrator.
  'DELETE /api/v1/lti-registrations/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: 404, superAdmin: 404 },
  'DELETE /api/v1/scorm-packages/{id}': { guest: 401, learner: 404, manager: 'own:403 other:404', apiKey: 401, admin: 404, superAdmin: 404 },
  'DELETE /api/v1/scorm-registrations/{id}': { guest: 401, learner: 404, manager: 'own:403 other:404', apiKey: 401, admin: 404, superAdmin: 404 },
  'GET /api/ecommerce/v1/receipts/totals': { guest: 401, learner: '2xx', manager: '2xx', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'GET /api/lti/jwks': { guest: '2xx', learner: '2xx', manager: '2xx', apiKey: '2xx', admin: '2xx', superAdmin: '2xx' },
  'GET /api/lti/login': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  'GET /api/v1/companies/{company}/partner-integrations': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/lti-registrations': { guest: 401, learner: 403, manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/lti-registrations/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 404, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm-packages': { guest: 401, learner: 403, manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm-packages/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 404, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm-packages/{id}/download': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm-registrations': { guest: 401, learner: 403, manager: '2xx', apiKey: 403, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm-registrations/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 404, admin: '2xx', superAdmin: '2xx' },
  'GET /api/v1/scorm/launch/{package}': { guest: 404, learner: 404, manager: 404, apiKey: 404, admin: 404, superAdmin: 404 },
  'PATCH /api/v1/lti-registrations/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'PATCH /api/v1/scorm-packages/{id}': { guest: 401, learner: 405, manager: 405, apiKey: 401, admin: 405, superAdmin: 405 },
  'PATCH /api/v1/scorm-registrations/{id}': { guest: 401, learner: 405, manager: 405, apiKey: 401, admin: 405, superAdmin: 405 },
  'POST /api/lti/launch': { guest: 401, learner: 401, manager: 401, apiKey: 401, admin: 401, superAdmin: 401 },
  'POST /api/lti/login': { guest: 404, learner: 404, manager: 404, apiKey: 400, admin: 400, superAdmin: 400 },
  'POST /api/v1/auth/login/{provider}': { guest: 422, learner: 422, manager: 422, apiKey: 422, admin: 422, superAdmin: 422 },
  'POST /api/v1/auth/login/{provider}/start': { guest: 422, learner: 422, manager: 422, apiKey: 422, admin: 422, superAdmin: 422 },
  'POST /api/v1/auth/login/newlearning': { guest: 422, learner: 422, manager: 422, apiKey: 422, admin: 422, superAdmin: 422 },
  'POST /api/v1/auth/login/scorm': { guest: 422, learner: 422, manager: 422, apiKey: 422, admin: 422, superAdmin: 422 },
  'POST /api/v1/auth/login/storyboard': { guest: 422, learner: 422, manager: 422, apiKey: 422, admin: 422, superAdmin: 422 },
  'POST /api/v1/companies/{company}/partner-integrations': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/lti-registrations': { guest: 401, learner: 403, manager: '2xx', apiKey: 401, admin: 422, superAdmin: 422 },
  'POST /api/v1/lti-registrations/{id}': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/lti/deep-link/courses': { guest: 401, learner: 401, manager: 401, apiKey: 401, admin: 401, superAdmin: 401 },
  'POST /api/v1/lti/deep-link/respond': { guest: 401, learner: 401, manager: 401, apiKey: 401, admin: 401, superAdmin: 401 },
  'POST /api/v1/lti/exchange': { guest: 401, learner: 401, manager: 401, apiKey: 401, admin: 401, superAdmin: 401 },
  'POST /api/v1/partner-integrations/{id}/revoke': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: '2xx', superAdmin: '2xx' },
  'POST /api/v1/scorm-packages': { guest: 401, learner: 403, manager: 422, apiKey: 401, admin: 422, superAdmin: 422 },
  'POST /api/v1/scorm-packages/{id}': { guest: 401, learner: 405, manager: 405, apiKey: 401, admin: 405, superAdmin: 405 },
  'POST /api/v1/scorm-packages/{id}/revoke': { guest: 401, learner: 404, manager: 'own:2xx other:404', apiKey: 401, admin: 'own:403 other:2xx', superAdmin: 403 },
  'POST /api/v1/scorm-registrations/{id}': { guest: 401, learner: 405, manager: 405, apiKey: 401, admin: 405, superAdmin: 405 },
};

export function familyOf(path: string): string {
  return path.split('/').slice(0, 4).join('/');
}

function parse(value: string): Expected {
  return /^\d+$/.test(value) ? Number(value) : (value as Expected);
}

export function expectedCell(key: string, path: string, role: Role, target: Target): Expected | undefined {
  const rule = matrixOperations[key]?.[role] ?? matrixFamilies[familyOf(path)]?.[role];
  if (rule === undefined) return undefined;
  if (typeof rule === 'number') return rule;
  const split = /^own:(\S+) other:(\S+)$/.exec(rule);
  if (!split) return parse(rule);
  return parse(target === 'other' ? split[2] : split[1]);
}
