import type { RouteObject } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/** A tab of an update page (or what a tab nests): a child route, its path under the page's. */
const tab = (name: RouteHandle['name'], lazy: RouteObject['lazy']): RouteObject => ({
  path: routePath(name),
  handle: handle(name),
  lazy,
});

const enrollmentsTab = (name: RouteHandle['name'], component: 'Company' | 'Department' | 'User') =>
  tab(name, async () => {
    const tabs = await import('../../areas/admin/courses/course-enrollments-tab.tsx');
    return { Component: tabs[`Course${component}EnrollmentsTab`] };
  });

/**
 * Courses and course variants (spec §2 admin routes), children of the admin layout. Each page is a chunk of its
 * own; an update page's tabs are child routes (ResourcePage renders the active one), and what a tab nests
 * (variants/create, lessons/create) is a child too, shown under that tab.
 */
export const adminCourseRoutes: RouteObject[] = [
  {
    path: routePath('admin.course.index'),
    handle: handle('admin.course.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/courses/courses-page.tsx')).CoursesPage,
    }),
  },
  {
    path: routePath('admin.course.create'),
    handle: handle('admin.course.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/courses/course-create-page.tsx')).CourseCreatePage,
    }),
  },
  {
    path: routePath('admin.course.update'),
    handle: handle('admin.course.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/courses/course-page.tsx')).CoursePage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/courses/course-details-tab.tsx')).CourseDetailsTab,
        }),
      },
      tab('admin.course.related', async () => ({
        Component: (await import('../../areas/admin/courses/course-related-tab.tsx')).CourseRelatedTab,
      })),
      tab('admin.course.companies', async () => ({
        Component: (await import('../../areas/admin/courses/course-companies-tab.tsx')).CourseCompaniesTab,
      })),
      tab('admin.course.variants', async () => ({
        Component: (await import('../../areas/admin/courses/course-variants-tab.tsx')).CourseVariantsTab,
      })),
      tab('admin.course.variant-create', async () => ({
        Component: (await import('../../areas/admin/courses/course-variant-create-tab.tsx'))
          .CourseVariantCreateTab,
      })),
      enrollmentsTab('admin.course.enrollments.companies', 'Company'),
      enrollmentsTab('admin.course.enrollments.departments', 'Department'),
      enrollmentsTab('admin.course.enrollments.users', 'User'),
      tab('admin.course.overview', async () => ({
        Component: (await import('../../areas/admin/courses/course-overview-tab.tsx')).CourseOverviewTab,
      })),
      tab('admin.course.preview', async () => ({
        Component: (await import('../../areas/admin/courses/course-preview-tab.tsx')).CoursePreviewTab,
      })),
    ],
  },
  {
    path: routePath('admin.variant.index'),
    handle: handle('admin.variant.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/course-variants/variants-page.tsx')).VariantsPage,
    }),
  },
  {
    path: routePath('admin.variant.update'),
    handle: handle('admin.variant.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/course-variants/variant-page.tsx')).VariantPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/course-variants/variant-details-tab.tsx'))
            .VariantDetailsTab,
        }),
      },
      tab('admin.variant.lessons', async () => ({
        Component: (await import('../../areas/admin/course-variants/variant-lessons-tab.tsx'))
          .VariantLessonsTab,
      })),
      tab('admin.variant.lesson-create', async () => ({
        Component: (await import('../../areas/admin/course-variants/variant-lesson-create-tab.tsx'))
          .VariantLessonCreateTab,
      })),
      tab('admin.variant.preview', async () => ({
        Component: (await import('../../areas/admin/course-variants/variant-preview-tab.tsx'))
          .VariantPreviewTab,
      })),
    ],
  },
];
