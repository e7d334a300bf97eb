import { parseFqmi } from '@academy/contracts/common/base';
import { findRoute, type RouteDefinition } from '@academy/contracts/routes';

/**
 * The admin page of each resource whose items the changelog names (spec §2 admin routes), by route name and
 * the parameter that takes the item. A link is made only once the route is in the route table and takes
 * that one parameter; the item's uuid fills it (the admin item pages read an id or a uuid).
 */
const adminPages: Record<string, { route: string; param?: string }> = {
  blocks: { route: 'admin.block.update', param: 'block' },
  books: { route: 'admin.book.details', param: 'book' },
  certificates: { route: 'admin.certificate.update', param: 'certificate' },
  companies: { route: 'admin.company.update', param: 'company' },
  'course-variants': { route: 'admin.variant.update', param: 'coursevariant' },
  courses: { route: 'admin.course.update', param: 'course' },
  departments: { route: 'admin.department.update', param: 'department' },
  enrollments: { route: 'admin.enrollment.update', param: 'enrollment' },
  languages: { route: 'admin.language.update', param: 'language' },
  lessons: { route: 'admin.lesson.update', param: 'lesson' },
  products: { route: 'admin.product.update', param: 'product' },
  qualifications: { route: 'admin.qualification.show', param: 'qualification' },
  questions: { route: 'admin.question.update', param: 'question' },
  users: { route: 'admin.user.update', param: 'user' },
  // The tenant's page is the settings of the one tenant: no parameter.
  tenants: { route: 'admin.tenant.update' },
};

/** The resource segment of an incident's target (`courses` of `courses:<uuid>|course`), or null. */
export const targetSegment = (target: string | null) =>
  target ? (parseFqmi(target)?.resource ?? null) : null;

/**
 * The admin page of an incident's target, or null: when the target is not an item, when its resource has no
 * admin page (yet), or when the event deleted it (the page would only say "not found").
 */
export function targetHref(
  incident: { event: string; target: string | null },
  lookup: (name: string) => RouteDefinition | undefined = findRoute,
): string | null {
  if (!incident.target || incident.event.endsWith('.deleted')) return null;
  const parsed = parseFqmi(incident.target);
  const page = parsed ? adminPages[parsed.resource] : undefined;
  const definition = page ? lookup(page.route) : undefined;
  if (!parsed || !page || !definition) return null;
  const params = definition.path.match(/:([A-Za-z_]+)/g) ?? [];
  if (!page.param) return params.length === 0 ? definition.path : null;
  if (params.length !== 1 || params[0] !== `:${page.param}`) return null;
  return definition.path.replace(`:${page.param}`, encodeURIComponent(parsed.uuid));
}
