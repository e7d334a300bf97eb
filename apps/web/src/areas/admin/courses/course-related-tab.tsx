import type { Course } from '@academy/contracts/entities/course';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { coursesApi } from '../../../api/resources/courses.ts';
import { LinkedItems } from '../../../components/linked-items/linked-items.tsx';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { courseHref } from './course-config.tsx';

/** The courses shown as related to this one (the contract's `related` link: attach, detach). */
export function CourseRelatedTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Course>>();
  return (
    <LinkedItems
      api={coursesApi}
      owner={item}
      link="related"
      items={item.related ?? []}
      title={t('admin.courses.related.title')}
      addLabel={t('admin.courses.related.add')}
      emptyText={t('admin.courses.related.empty')}
      itemHref={courseHref}
      columns={[{ header: t('fields.code'), cell: (related) => related.code ?? '' }]}
      data-testid="related-courses"
    />
  );
}
