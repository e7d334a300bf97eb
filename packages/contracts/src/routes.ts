/**
 * The single list of browser routes (spec §2, DESIGN §6): name, path, title key, area, guest flag.
 * Each issue adds the routes whose screens it builds; a route is listed only once its screen exists.
 */
export type Area = 'academy' | 'admin' | 'organization';

export type RouteDefinition = {
  name: string;
  /** React Router path pattern, `:param` for parameters. */
  path: string;
  /** i18n key of the route title, or null when the page title is the tenant name alone. */
  titleKey: string | null;
  area: Area;
  /** Signed-out visitors may open the route (spec §6 authentication guard). */
  guest: boolean;
};

/** The area is the first dot segment; anything that is not admin or organization is academy (spec §2). */
export function areaOf(name: string): Area {
  const first = name.split('.')[0];
  return first === 'admin' || first === 'organization' ? first : 'academy';
}

const route = (name: string, path: string, titleKey: string | null, guest = false): RouteDefinition => ({
  name,
  path,
  titleKey,
  area: areaOf(name),
  guest,
});

export const routes = [
  // Root and error pages
  route('root', '/', null, true),
  route('error.not-found', '/404', 'routes.not_found', true),
  route('error.forbidden', '/403', 'routes.forbidden', true),

  // Guest routes (signed-out visitors)
  route('auth.login', '/login', 'routes.login', true),
  route('auth.login.company', '/login/:company', 'routes.login', true),
  route('auth.register', '/register', 'routes.register', true),
  route('auth.register.company', '/register/:company', 'routes.register', true),
  route('auth.thanks-for-registering', '/thanks-for-registering', 'routes.thanks_for_registering', true),
  route(
    'auth.password-request-reset-success',
    '/password-request-reset-success',
    'routes.password_request_reset_success',
    true,
  ),
  route('auth.password-reset-success', '/password-reset-success', 'routes.password_reset_success', true),
  route('auth.request-reset-password', '/request-reset-password', 'routes.request_reset_password', true),
  route('auth.reset-password', '/reset-password/:token/:email', 'routes.reset_password', true),
  route('auth.verify-email-update', '/verify-email-update/:token/:email', 'routes.verify_email_update', true),
  // Where Microsoft Entra ID and Facebook send the browser back after sign-in (issue 25).
  route('auth.azure.callback', '/azure/callback', 'routes.provider_callback', true),
  route('auth.facebook.callback', '/facebook/callback', 'routes.provider_callback', true),
  // The academy inside a customer's LMS: a SCORM package's launch page opens it with a launch token (issue 25).
  // Not auth.*: those send a signed-in reader home, and this page signs in (anew) and then opens the course.
  route('scorm.launch', '/scorm/:company/:course/:scormlearnerid', 'routes.scorm', true),
  // Not an auth.* page: a signed-in user may open it too (it adds their account to a company).
  route('invitation.company', '/company-invitation/:token', 'routes.company_invitation', true),
  // Partner sign-in (issue 25): not auth.* pages either, so a signed-in visitor arriving from a partner is signed in anew.
  route('partner.storyboard', '/storyboard', 'routes.storyboard', true),
  route('partner.newlearning', '/newlearning', 'routes.newlearning', true),
  // LTI 1.3 (issue 25): a launch's one-use code becomes a session; an instructor picks a course to link.
  route('lti.launch', '/lti/launch', 'routes.lti_launch', true),
  route('lti.deep-link', '/lti/deep-link', 'routes.lti_deep_link', true),

  // Shop (open to guests, spec §2/§6); paying needs a signed-in buyer.
  route('shop.index', '/shop', 'routes.shop', true),
  route('shop.product.show', '/product/:product', 'routes.product', true),
  // The academy's own sandbox payment page (local provider), and the confirmation after any provider.
  route('shop.checkout.show', '/shop/checkout/:checkout', 'routes.checkout'),
  route('shop.checkout.complete', '/shop/checkout/:checkout/complete', 'routes.checkout_complete'),
  // The public embed of a media item (spec §2): its signed link is the permission, no sign-in.
  route('media.embed', '/media/:media/embed', 'media.routes.embed', true),

  // Academy (learner)
  route('academy.dashboard.index', '/home', 'routes.home'),
  route('academy.select-company', '/select-company', 'routes.select_company'),
  route('academy.register-additional', '/register-additional', 'routes.register_additional'),
  route('academy.notification.index', '/notifications', 'routes.notifications'),
  route('academy.notification.show', '/notification/:notification', 'routes.notification'),
  route('academy.user.settings', '/users/settings', 'routes.user_settings'),
  route('academy.certificate.index', '/certificates', 'routes.certificates'),
  route('academy.course.index', '/courses', 'routes.courses'),
  route('academy.course.show', '/courses/:course', 'routes.course'),
  route('academy.variant.show', '/courses/:course/variants/:coursevariant', 'routes.course_variant'),
  route('academy.examination.show', '/examination/:examination', 'routes.examination'),
  route('academy.examination.results', '/examination/:examination/results', 'routes.results'),
  route('academy.knowledge.index', '/knowledge', 'routes.knowledge'),
  route('academy.knowledge.book', '/knowledge/:book', 'routes.knowledge'),
  route('academy.knowledge.chapter', '/knowledge/:book/chapter/:chapter', 'routes.knowledge'),

  // Area shells; their screens are added by the admin and organization issues.
  route('admin.index', '/admin', 'routes.admin'),
  // Admin resource screens built from the generic blocks (issue 11).
  route('admin.language.index', '/admin/languages', 'resource.routes.languages'),
  route('admin.language.create', '/admin/languages/create', 'resource.routes.language_create'),
  route('admin.language.update', '/admin/languages/:language', 'resource.routes.language'),
  route('admin.certificate.index', '/admin/certificates', 'resource.routes.certificates'),
  route('admin.certificate.create', '/admin/certificates/create', 'resource.routes.certificate_create'),
  route('admin.certificate.update', '/admin/certificates/:certificate', 'resource.routes.certificate'),
  route('admin.qualification.index', '/admin/qualifications', 'resource.routes.qualifications'),
  route('admin.qualification.show', '/admin/qualifications/:qualification', 'resource.routes.qualification'),
  route(
    'admin.qualification.enrollments',
    '/admin/qualifications/:qualification/enrollments',
    'resource.routes.qualification',
  ),
  // The media manager (issue 12, spec §2): folders under my-files, a folder's contents, a media item's detail.
  route('admin.media-manager', '/admin/media-manager', 'media.routes.manager'),
  route('admin.directory.index', '/admin/media-manager/my-files', 'media.routes.my_files'),
  route('admin.directory.assets', '/admin/media-manager/:directory', 'media.routes.directory'),
  route('admin.media.index', '/admin/media-manager/:directory/media/:media', 'media.routes.media'),
  // ── Admin: statistics (the landing page) and the enrollments timeline (issue 13)
  route('admin.statistics.index', '/admin/statistics', 'admin.statistics.routes.index'),
  route('admin.enrollment.timeline', '/admin/enrollments/timeline', 'admin.timeline.routes.index'),
  // ── end of that section
  // ── Admin: changelog, tenant settings and notifications (issue 13)
  route('admin.changelog.index', '/admin/changelog', 'admin.changelog.routes.index'),
  route('admin.changelog.historic', '/admin/changelog/historic', 'admin.changelog.routes.historic'),
  route('admin.tenant.update', '/admin/tenant/update', 'admin.tenant.routes.update'),
  route('admin.notification.index', '/admin/notifications', 'admin.notifications.routes.index'),
  route('admin.notification.show', '/admin/notification/:notification', 'admin.notifications.routes.show'),
  // ── end of that section
  // ── Admin: questions, blocks and lessons (issue 13)
  route('admin.question.index', '/admin/questions', 'admin.questions.routes.index'),
  route('admin.question.create', '/admin/questions/create', 'admin.questions.routes.create'),
  route('admin.question.update', '/admin/questions/:question', 'admin.questions.routes.update'),
  route('admin.question.preview', '/admin/questions/:question/preview', 'admin.questions.routes.preview'),
  route('admin.block.index', '/admin/blocks', 'admin.blocks.routes.index'),
  route('admin.block.create', '/admin/blocks/create', 'admin.blocks.routes.create'),
  // A block's pages take its uuid (spec §2: /admin/blocks/{uuid}/block); the bare address opens the block tab.
  route('admin.block.update', '/admin/blocks/:block', 'admin.blocks.routes.update'),
  route('admin.block.block', '/admin/blocks/:block/block', 'admin.blocks.routes.update'),
  route('admin.block.questions', '/admin/blocks/:block/questions', 'admin.blocks.routes.questions'),
  route('admin.block.question', '/admin/blocks/:block/questions/:question', 'admin.blocks.routes.question'),
  route(
    'admin.block.access-control',
    '/admin/blocks/:block/access-control',
    'admin.blocks.routes.access_control',
  ),
  route('admin.block.lessons', '/admin/blocks/:block/lessons', 'admin.blocks.routes.lessons'),
  route(
    'admin.block.knowledge-base',
    '/admin/blocks/:block/knowledge-base',
    'admin.blocks.routes.knowledge_base',
  ),
  route('admin.block.preview', '/admin/blocks/:block/preview', 'admin.blocks.routes.preview'),
  route('admin.lesson.index', '/admin/lessons', 'admin.lessons.routes.index'),
  route('admin.lesson.create', '/admin/lessons/create', 'admin.lessons.routes.create'),
  // spec §2: lessons/{lesson} redirects to the detail tab ("Information").
  route('admin.lesson.update', '/admin/lessons/:lesson', 'admin.lessons.routes.update'),
  route('admin.lesson.detail', '/admin/lessons/:lesson/detail', 'admin.lessons.routes.update'),
  route('admin.lesson.blocks', '/admin/lessons/:lesson/blocks', 'admin.lessons.routes.blocks'),
  route('admin.lesson.courses', '/admin/lessons/:lesson/courses', 'admin.lessons.routes.courses'),
  // The same lesson tabs inside a course variant (spec §2 "Lesson update sits at variants/{variant}/lessons/{lesson}").
  route(
    'admin.course.variant-lesson',
    '/admin/courses/:course/variants/:coursevariant/lessons/:lesson',
    'admin.lessons.routes.update',
  ),
  route(
    'admin.course.variant-lesson.detail',
    '/admin/courses/:course/variants/:coursevariant/lessons/:lesson/detail',
    'admin.lessons.routes.update',
  ),
  route(
    'admin.course.variant-lesson.blocks',
    '/admin/courses/:course/variants/:coursevariant/lessons/:lesson/blocks',
    'admin.lessons.routes.blocks',
  ),
  route(
    'admin.course.variant-lesson.courses',
    '/admin/courses/:course/variants/:coursevariant/lessons/:lesson/courses',
    'admin.lessons.routes.courses',
  ),
  // ── end of that section
  // ── Admin: courses and course variants (issue 13)
  route('admin.course.index', '/admin/courses', 'admin.courses.routes.index'),
  route('admin.course.create', '/admin/courses/create', 'admin.courses.routes.create'),
  route('admin.course.update', '/admin/courses/:course', 'admin.courses.routes.update'),
  route('admin.variant.index', '/admin/course-variants', 'admin.variants.routes.index'),
  route('admin.variant.update', '/admin/course-variants/:coursevariant', 'admin.variants.routes.update'),
  // The course update page's tabs (its details are the update route itself) and what they nest.
  route('admin.course.related', '/admin/courses/:course/related', 'admin.courses.routes.update'),
  route('admin.course.companies', '/admin/courses/:course/companies', 'admin.courses.routes.update'),
  route('admin.course.variants', '/admin/courses/:course/variants', 'admin.courses.routes.update'),
  route(
    'admin.course.variant-create',
    '/admin/courses/:course/variants/create',
    'admin.courses.routes.variant_create',
  ),
  route(
    'admin.course.enrollments.companies',
    '/admin/courses/:course/enrollments/companies',
    'admin.courses.routes.enrollments',
  ),
  route(
    'admin.course.enrollments.departments',
    '/admin/courses/:course/enrollments/departments',
    'admin.courses.routes.enrollments',
  ),
  route(
    'admin.course.enrollments.users',
    '/admin/courses/:course/enrollments/users',
    'admin.courses.routes.enrollments',
  ),
  route('admin.course.overview', '/admin/courses/:course/overview', 'admin.courses.routes.overview'),
  route('admin.course.preview', '/admin/courses/:course/preview', 'admin.courses.routes.preview'),
  // The variant update page's tabs and what they nest.
  route(
    'admin.variant.lessons',
    '/admin/course-variants/:coursevariant/lessons',
    'admin.variants.routes.update',
  ),
  route(
    'admin.variant.lesson-create',
    '/admin/course-variants/:coursevariant/lessons/create',
    'admin.variants.routes.lesson_create',
  ),
  route(
    'admin.variant.preview',
    '/admin/course-variants/:coursevariant/preview',
    'admin.variants.routes.preview',
  ),
  // ── end of that section
  // ── Admin: books, chapters and products (issue 13)
  route('admin.book.index', '/admin/books', 'admin.books.routes.index'),
  route('admin.book.create', '/admin/books/create', 'admin.books.routes.create'),
  route('admin.book.details', '/admin/books/:book', 'admin.books.routes.details'),
  // The book page's second tab: its chapters as a tree (create, order, nest).
  route('admin.book.chapters', '/admin/books/:book/chapters', 'admin.books.routes.chapters'),
  route('admin.chapter.details', '/admin/books/:book/chapters/:chapter', 'admin.books.routes.chapter'),
  route('admin.product.index', '/admin/products', 'admin.products.routes.index'),
  route('admin.product.create', '/admin/products/create', 'admin.products.routes.create'),
  route('admin.product.update', '/admin/products/:product', 'admin.products.routes.update'),
  route('admin.receipt.index', '/admin/receipts', 'admin.receipts.routes.index'),
  // ── end of that section
  // ── Admin: companies, departments, users and enrollments (issue 14)
  route('admin.company.index', '/admin/companies', 'admin.companies.routes.index'),
  route('admin.company.create', '/admin/companies/create', 'admin.companies.routes.create'),
  route('admin.company.update', '/admin/companies/:company', 'admin.companies.routes.update'),
  route('admin.department.index', '/admin/departments', 'admin.departments.routes.index'),
  route('admin.department.create', '/admin/departments/create', 'admin.departments.routes.create'),
  route('admin.department.update', '/admin/departments/:department', 'admin.departments.routes.update'),
  route('admin.user.index', '/admin/users', 'admin.users.routes.index'),
  route('admin.user.create', '/admin/users/create', 'admin.users.routes.create'),
  route('admin.user.update', '/admin/users/:user', 'admin.users.routes.update'),
  route('admin.enrollment.index', '/admin/enrollments', 'admin.enrollments.routes.index'),
  route('admin.enrollment.create', '/admin/enrollments/create', 'admin.enrollments.routes.create'),
  route('admin.enrollment.update', '/admin/enrollments/:enrollment', 'admin.enrollments.routes.update'),
  // The company page's tabs (spec §2: departments/create, company users and enrollments, scoped lists).
  route('admin.company.profile', '/admin/companies/:company/profile', 'admin.companies.routes.update'),
  route(
    'admin.company.integrations',
    '/admin/companies/:company/integrations',
    'admin.companies.routes.update',
  ),
  route(
    'admin.company.permissions',
    '/admin/companies/:company/permissions',
    'admin.companies.routes.update',
  ),
  route(
    'admin.company.departments',
    '/admin/companies/:company/departments',
    'admin.companies.routes.update',
  ),
  route(
    'admin.company.department-create',
    '/admin/companies/:company/departments/create',
    'admin.departments.routes.create',
  ),
  route('admin.company.users', '/admin/companies/:company/users', 'admin.companies.routes.update'),
  route('admin.company.user-create', '/admin/companies/:company/users/create', 'admin.users.routes.create'),
  route(
    'admin.company.enrollments',
    '/admin/companies/:company/enrollments',
    'admin.companies.routes.update',
  ),
  route('admin.company.courses', '/admin/companies/:company/courses', 'admin.companies.routes.update'),
  route('admin.company.books', '/admin/companies/:company/books', 'admin.companies.routes.update'),
  route(
    'admin.company.access-passes',
    '/admin/companies/:company/access-passes',
    'admin.companies.routes.update',
  ),
  route(
    'admin.company.enrollment-create',
    '/admin/companies/:company/enrollments/create',
    'admin.enrollments.routes.create',
  ),
  // The department page's tabs: its people (attach, detach, order) and its enrollments.
  route('admin.department.users', '/admin/departments/:department/users', 'admin.departments.routes.update'),
  route(
    'admin.department.enrollments',
    '/admin/departments/:department/enrollments',
    'admin.departments.routes.update',
  ),
  route(
    'admin.department.enrollment-create',
    '/admin/departments/:department/enrollments/create',
    'admin.enrollments.routes.create',
  ),
  // The user page's tabs (spec §2 "User update nests enrollments"; §7 schedule and associations).
  route('admin.user.associations', '/admin/users/:user/associations', 'admin.users.routes.update'),
  route('admin.user.enrollments', '/admin/users/:user/enrollments', 'admin.users.routes.update'),
  route(
    'admin.user.enrollment-create',
    '/admin/users/:user/enrollments/create',
    'admin.enrollments.routes.create',
  ),
  route('admin.user.schedule', '/admin/users/:user/schedule', 'admin.users.routes.update'),
  route('admin.user.books', '/admin/users/:user/books', 'admin.users.routes.update'),
  // ── end of that section
  // ── Organization: the company overview and its tabs (spec §2: the overview is organization.company.update)
  route('organization.company.update', '/organization', 'routes.organization'),
  route('organization.company.departments', '/organization/departments', 'organization.routes.departments'),
  route(
    'organization.department.create',
    '/organization/departments/create',
    'organization.routes.department_create',
  ),
  route('organization.company.users', '/organization/users', 'organization.routes.users'),
  route('organization.user.create', '/organization/users/create', 'organization.routes.user_create'),
  route('organization.users.import', '/organization/users/import', 'organization.routes.people_import'),
  route('organization.company.enrollments', '/organization/enrollments', 'organization.routes.enrollments'),
  route(
    'organization.enrollment.create',
    '/organization/enrollments/create',
    'organization.routes.enrollment_create',
  ),
  route('organization.company.courses', '/organization/courses', 'organization.routes.courses'),
  route(
    'organization.company.access-passes',
    '/organization/access-passes',
    'organization.routes.access_passes',
  ),
  route('organization.company.reports', '/organization/reports', 'organization.routes.reports'),
  route('organization.company.matrix', '/organization/matrix', 'organization.routes.matrix'),
  route('organization.company.settings', '/organization/settings', 'organization.routes.settings'),
  route('organization.company.scorm', '/organization/scorm', 'organization.routes.scorm'),
  route(
    'organization.company.integrations',
    '/organization/integrations',
    'organization.routes.integrations',
  ),
  // ── Organization: a user's page (spec §2: redirects to the profile tab)
  route('organization.user.show', '/organization/users/:user', 'organization.routes.user'),
  route('organization.user.profile', '/organization/users/:user/profile', 'organization.routes.user'),
  route('organization.user.courses', '/organization/users/:user/courses', 'organization.routes.user'),
  route(
    'organization.user.certificates',
    '/organization/users/:user/certificates',
    'organization.routes.user',
  ),
  route(
    'organization.user.integrations',
    '/organization/users/:user/integrations',
    'organization.routes.user',
  ),
  route('organization.user.delete', '/organization/users/:user/delete', 'organization.routes.user'),
  route(
    'organization.user.reset-password',
    '/organization/users/:user/reset-password',
    'organization.routes.user',
  ),
  // ── Organization: a department's page (spec §2: redirects to the overview tab)
  route(
    'organization.department.show',
    '/organization/departments/:department',
    'organization.routes.department',
  ),
  route(
    'organization.department.profile',
    '/organization/departments/:department/profile',
    'organization.routes.department',
  ),
  route(
    'organization.department.overview',
    '/organization/departments/:department/overview',
    'organization.routes.department',
  ),
  route(
    'organization.department.users',
    '/organization/departments/:department/users',
    'organization.routes.department',
  ),
  route(
    'organization.department.certificates',
    '/organization/departments/:department/certificates',
    'organization.routes.department',
  ),
  route(
    'organization.department.delete',
    '/organization/departments/:department/delete',
    'organization.routes.department',
  ),
  // ── Organization: the company's view of a course
  route('organization.course.show', '/organization/courses/:course', 'organization.routes.course'),
  route('organization.course.edit', '/organization/courses/:course/edit', 'organization.routes.course'),
  // ── end of that section
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof routes)[number]['name'];

const byName = new Map<string, RouteDefinition>(routes.map((entry) => [entry.name, entry]));

export function findRoute(name: string): RouteDefinition | undefined {
  return byName.get(name);
}

export function hasRoute(name: string): boolean {
  return byName.has(name);
}

export type RouteParams = Record<string, string | number>;

/**
 * Builds the path of a named route. Parameters fill `:name` segments (URI-encoded); the rest become the
 * query string. An unknown name or a missing parameter throws, since both are programming errors.
 */
export function href(name: RouteName, params: RouteParams = {}): string {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unsupported route name: ${name}`);
  const used = new Set<string>();
  const path = definition.path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${key}`);
    used.add(key);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key)) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
