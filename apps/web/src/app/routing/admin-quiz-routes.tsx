import { href, type RouteName } from '@academy/contracts/routes';
import { type RouteObject, redirect } from 'react-router';
import { type RouteHandle, routePath } from './route-path.ts';

const handle = (name: RouteHandle['name']): RouteHandle => ({ name });

/**
 * The bare address of a tabbed page goes to one of its tabs. A loader, not an element: the page renders only
 * the active tab's route, and at the bare address no tab is active yet.
 */
const redirectTo = (name: RouteName): RouteObject => ({
  index: true,
  // React Router types every parameter as optional; the parent's path has matched, so each one is there.
  loader: ({ params }) => redirect(href(name, params as Record<string, string>)),
});

/** A tab of the lesson pages, under /admin/lessons/:lesson and under a course variant alike. */
const lessonTabs = (names: {
  detail: RouteHandle['name'];
  blocks: RouteHandle['name'];
  courses: RouteHandle['name'];
}): RouteObject[] => [
  // spec §2: the lesson's address opens the detail tab ("Information").
  redirectTo(names.detail),
  {
    path: routePath(names.detail),
    handle: handle(names.detail),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lesson-details-tab.tsx')).LessonDetailsTab,
    }),
  },
  {
    path: routePath(names.blocks),
    handle: handle(names.blocks),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lesson-blocks-tab.tsx')).LessonBlocksTab,
    }),
  },
  {
    path: routePath(names.courses),
    handle: handle(names.courses),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lesson-courses-tab.tsx')).LessonCoursesTab,
    }),
  },
];

/**
 * Questions, blocks and lessons (spec §2 admin routes), children of the admin layout. Each page is a chunk of
 * its own; an update page's tabs are its child routes (ResourcePage renders the active one). A block's
 * question page is a child of the block page, so it shows under the block's questions tab.
 */
export const adminQuizRoutes: RouteObject[] = [
  {
    path: routePath('admin.question.index'),
    handle: handle('admin.question.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/questions/questions-page.tsx')).QuestionsPage,
    }),
  },
  {
    path: routePath('admin.question.create'),
    handle: handle('admin.question.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/questions/question-create-page.tsx')).QuestionCreatePage,
    }),
  },
  {
    path: routePath('admin.question.update'),
    handle: handle('admin.question.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/questions/question-page.tsx')).QuestionPage,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../areas/admin/questions/question-details-tab.tsx'))
            .QuestionDetailsTab,
        }),
      },
      {
        path: routePath('admin.question.preview'),
        handle: handle('admin.question.preview'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/questions/question-preview-tab.tsx'))
            .QuestionPreviewTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.block.index'),
    handle: handle('admin.block.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/blocks/blocks-page.tsx')).BlocksPage,
    }),
  },
  {
    path: routePath('admin.block.create'),
    handle: handle('admin.block.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/blocks/block-create-page.tsx')).BlockCreatePage,
    }),
  },
  {
    path: routePath('admin.block.update'),
    handle: handle('admin.block.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/blocks/block-page.tsx')).BlockPage,
    }),
    children: [
      // spec §2: a block page path is /admin/blocks/{uuid}/block.
      redirectTo('admin.block.block'),
      {
        path: routePath('admin.block.block'),
        handle: handle('admin.block.block'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-details-tab.tsx')).BlockDetailsTab,
        }),
      },
      {
        path: routePath('admin.block.questions'),
        handle: handle('admin.block.questions'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-questions-tab.tsx')).BlockQuestionsTab,
        }),
      },
      {
        path: routePath('admin.block.question'),
        handle: handle('admin.block.question'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-question-page.tsx')).BlockQuestionPage,
        }),
      },
      {
        path: routePath('admin.block.access-control'),
        handle: handle('admin.block.access-control'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-access-tab.tsx')).BlockAccessTab,
        }),
      },
      {
        path: routePath('admin.block.lessons'),
        handle: handle('admin.block.lessons'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-lessons-tab.tsx')).BlockLessonsTab,
        }),
      },
      {
        path: routePath('admin.block.knowledge-base'),
        handle: handle('admin.block.knowledge-base'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-knowledge-base-tab.tsx'))
            .BlockKnowledgeBaseTab,
        }),
      },
      {
        path: routePath('admin.block.preview'),
        handle: handle('admin.block.preview'),
        lazy: async () => ({
          Component: (await import('../../areas/admin/blocks/block-preview-tab.tsx')).BlockPreviewTab,
        }),
      },
    ],
  },
  {
    path: routePath('admin.lesson.index'),
    handle: handle('admin.lesson.index'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lessons-page.tsx')).LessonsPage,
    }),
  },
  {
    path: routePath('admin.lesson.create'),
    handle: handle('admin.lesson.create'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lesson-create-page.tsx')).LessonCreatePage,
    }),
  },
  {
    path: routePath('admin.lesson.update'),
    handle: handle('admin.lesson.update'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/lesson-page.tsx')).LessonPage,
    }),
    children: lessonTabs({
      detail: 'admin.lesson.detail',
      blocks: 'admin.lesson.blocks',
      courses: 'admin.lesson.courses',
    }),
  },
  {
    path: routePath('admin.course.variant-lesson'),
    handle: handle('admin.course.variant-lesson'),
    lazy: async () => ({
      Component: (await import('../../areas/admin/lessons/variant-lesson-page.tsx')).VariantLessonPage,
    }),
    children: lessonTabs({
      detail: 'admin.course.variant-lesson.detail',
      blocks: 'admin.course.variant-lesson.blocks',
      courses: 'admin.course.variant-lesson.courses',
    }),
  },
];
