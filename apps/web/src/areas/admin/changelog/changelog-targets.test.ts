import type { RouteDefinition } from '@academy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { targetHref, targetSegment } from './changelog-targets.ts';

const uuid = '0b7f4c52-6a1e-4d55-9b43-1f2e3d4c5b6a';
const routes: Record<string, string> = {
  'admin.course.update': '/admin/courses/:course',
  'admin.language.update': '/admin/languages/:language',
  'admin.tenant.update': '/admin/tenant/update',
  'admin.lesson.update': '/admin/courses/:course/lessons/:lesson',
};
const lookup = (name: string) =>
  routes[name] ? ({ name, path: routes[name] } as unknown as RouteDefinition) : undefined;

describe('changelog target links', () => {
  it("lead to the item's admin page by its uuid", () => {
    expect(targetHref({ event: 'courses.updated', target: `courses:${uuid}|course` }, lookup)).toBe(
      `/admin/courses/${uuid}`,
    );
    expect(targetHref({ event: 'tenants.updated', target: `tenants:${uuid}|tenant` }, lookup)).toBe(
      '/admin/tenant/update',
    );
  });

  it('are left out for deleted items, resources without a page, nested pages and non-items', () => {
    expect(
      targetHref({ event: 'languages.deleted', target: `languages:${uuid}|language` }, lookup),
    ).toBeNull();
    expect(targetHref({ event: 'products.updated', target: `products:${uuid}|product` }, lookup)).toBeNull();
    expect(targetHref({ event: 'lessons.updated', target: `lessons:${uuid}|lesson` }, lookup)).toBeNull();
    expect(targetHref({ event: 'notifications.mark-all-read', target: null }, lookup)).toBeNull();
    expect(targetHref({ event: 'login', target: 'not an fqmi' }, lookup)).toBeNull();
  });

  it("name the target's resource", () => {
    expect(targetSegment(`question_alternatives:${uuid}|question_alternative`)).toBe('question_alternatives');
    expect(targetSegment(null)).toBeNull();
  });
});
