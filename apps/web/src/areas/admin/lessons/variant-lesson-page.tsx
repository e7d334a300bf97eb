import { href } from '@academy/contracts/routes';
import { useNavigate, useParams } from 'react-router';
import { courseVariantsApi } from '../../../api/resources/course-variants.ts';
import { lessonsApi } from '../../../api/resources/lessons.ts';
import { useReferenceItems } from '../../../api/resources/reference-options.ts';
import { Can } from '../../../components/can/can.tsx';
import { useConfirmDelete } from '../../../components/confirm-delete/confirm-delete.tsx';
import { ResourcePage } from '../../../components/resource-page/resource-page.tsx';
import { DeleteButton } from '../../../components/resource-screens/delete-button.tsx';
import { variantCrumb } from '../course-variants/variant-crumb.ts';
import { lessonPageRelations } from './lesson-page.tsx';

/**
 * /admin/courses/:course/variants/:coursevariant/lessons/:lesson (spec §2 "Lesson update sits at
 * variants/{variant}/lessons/{lesson}"): the same lesson tabs as /admin/lessons/:lesson, reached from a course
 * variant, with the way back through the course and the variant. Not ResourceItemPage: its tabs and breadcrumbs
 * take three parameters.
 */
export function VariantLessonPage() {
  const params = useParams();
  const navigate = useNavigate();
  const route = {
    course: params.course ?? '',
    coursevariant: params.coursevariant ?? '',
    lesson: params.lesson ?? '',
  };
  const query = lessonsApi.useItem(route.lesson, lessonPageRelations);
  const [course] = useReferenceItems('courses', [route.course], 'id');
  // The variant item, not its reference option: its step names the language beside the title.
  const variant = courseVariantsApi.useItem(route.coursevariant).data;
  const variantHref = href('admin.variant.update', { coursevariant: route.coursevariant });
  const confirmDelete = useConfirmDelete(lessonsApi, {
    onDeleted: () => navigate(variantHref, { replace: true }),
  });
  const item = query.data;
  return (
    <ResourcePage
      item={item}
      loading={query.isPending}
      error={query.isError}
      title={item?.title ?? ''}
      list={{ to: href('admin.course.index'), labelKey: 'admin.nav.courses' }}
      trail={[
        { to: href('admin.course.update', { course: route.course }), label: course?.label ?? '…' },
        { to: variantHref, label: variant ? variantCrumb(variant) : '…' },
      ]}
      tabs={[
        { to: href('admin.course.variant-lesson.detail', route), labelKey: 'admin.lessons.tabs.detail' },
        { to: href('admin.course.variant-lesson.blocks', route), labelKey: 'admin.lessons.tabs.blocks' },
        { to: href('admin.course.variant-lesson.courses', route), labelKey: 'admin.lessons.tabs.courses' },
      ]}
      actions={
        item && (
          <Can ability="delete" item={item}>
            <DeleteButton onClick={() => confirmDelete(item)} />
          </Can>
        )
      }
    />
  );
}
