import type { Company } from '@academy/contracts/entities/company';
import type { CourseInsight } from '@academy/contracts/entities/insights';
import { href } from '@academy/contracts/routes';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useCourseInsight } from '../../../api/company-insights.ts';
import { coursesApi } from '../../../api/resources/courses.ts';
import { ErrorPanel, LoadingState } from '../../../components/page-states/page-states.tsx';
import { type BreadcrumbStep, ListBreadcrumbs } from '../../../components/resource-page/list-breadcrumbs.tsx';
import { ChooseCompany } from '../company/choose-company.tsx';
import { useOrganizationCompany } from '../shared/use-organization-company.ts';

/** What a page about one course of the company works with, once both have loaded. */
export type OrganizationCourse = {
  company: Company;
  /** The course's id or uuid as the address has it. */
  courseKey: string;
  /** Its title in the reader's language where the insights know it, else its name. */
  title: string;
  /** The course's figures in the company; undefined while nobody stands in it there. */
  insight: CourseInsight | undefined;
};

/**
 * The frame of the company's pages about one course (organization.course.show and .edit): loads the company in
 * scope and the course, shows the way back to the insights, and renders the page once both are there (a
 * course the reader may not see is an error, as the server answers it).
 */
export function OrganizationCourseFrame(props: {
  /** Steps between the overview and the current page (the course, on its edit page). */
  trail?: (course: OrganizationCourse) => BreadcrumbStep[];
  current?: (course: OrganizationCourse) => string;
  children: (course: OrganizationCourse) => ReactNode;
}) {
  const { uuid, query: companyQuery } = useOrganizationCompany();
  if (!uuid) return <ChooseCompany />;
  if (companyQuery.isError) return <ErrorPanel onRetry={() => void companyQuery.refetch()} />;
  if (!companyQuery.data) return <LoadingState />;
  return <CourseOfCompany company={companyQuery.data} {...props} />;
}

function CourseOfCompany(props: Parameters<typeof OrganizationCourseFrame>[0] & { company: Company }) {
  const courseKey = useParams().course ?? '';
  const { query: insightsQuery, insight } = useCourseInsight(props.company.uuid, courseKey);
  const courseQuery = coursesApi.useItem(courseKey);
  if (courseQuery.isError) return <ErrorPanel onRetry={() => void courseQuery.refetch()} />;
  if (!courseQuery.data || insightsQuery.isPending) return <LoadingState />;
  const course: OrganizationCourse = {
    company: props.company,
    courseKey,
    title: insight?.title ?? courseQuery.data.name,
    insight,
  };
  return (
    <Stack gap="lg">
      <ListBreadcrumbs
        list={{ to: href('organization.company.update'), labelKey: 'organization.insights.breadcrumb' }}
        trail={props.trail?.(course)}
        current={props.current?.(course) ?? course.title}
      />
      {props.children(course)}
    </Stack>
  );
}

/** The company's view of a course, as a breadcrumb step. */
export const courseStep = (course: OrganizationCourse): BreadcrumbStep => ({
  to: href('organization.course.show', { course: course.courseKey }),
  label: course.title,
});
