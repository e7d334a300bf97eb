import type { CompanyCourse } from '@academy/contracts/entities/company-course';
import { Badge, Text } from '@mantine/core';
import type { ResourceColumn } from '../../components/resource-table/table-types.ts';
import { i18n } from '../../i18n/i18n-setup.ts';

/**
 * The list of courses given to companies (issue 21) as one configuration over `companyCourseContract`: admin's
 * course page (the companies it is given to), admin's company page and the organization's Courses tab (the
 * courses given to the company) show the same seats and last day; a screen says only which side it lists.
 */
export interface CompanyCourseScreens {
  /** The other side of the gift: a company's page lists courses, a course's page lists companies. */
  show: 'course' | 'company';
}

const noLimit = () => i18n.t('courses.given.no_limit');

/** Seats left, coloured when none are: the number a manager looks for before enrolling. */
function SeatsLeft(props: { item: CompanyCourse }) {
  const left = props.item.seats_left;
  if (left === null) return <Text size="sm">{noLimit()}</Text>;
  return (
    <Badge color={left === 0 ? 'red' : 'teal'} variant="light" data-testid="seats-left">
      {left}
    </Badge>
  );
}

export function companyCourseColumns(screens: CompanyCourseScreens): ResourceColumn<CompanyCourse>[] {
  return [
    screens.show === 'course'
      ? {
          key: 'course',
          titleKey: 'courses.given.course',
          sort: 'course',
          fixed: true,
          value: (item) => item.course?.header ?? '',
        }
      : {
          key: 'company',
          titleKey: 'fields.company',
          sort: 'company',
          fixed: true,
          value: (item) => item.company?.header ?? '',
        },
    {
      key: 'seats_total',
      titleKey: 'courses.given.seats',
      textAlign: 'right',
      value: (item) => item.seats_total ?? noLimit(),
    },
    { key: 'seats_used', titleKey: 'courses.given.seats_used', textAlign: 'right' },
    {
      key: 'seats_left',
      titleKey: 'courses.given.seats_left',
      textAlign: 'right',
      value: (item) => item.seats_left ?? noLimit(),
      render: (item) => <SeatsLeft item={item} />,
    },
    {
      key: 'end_date',
      titleKey: 'courses.given.end_date',
      sort: 'end_date',
      value: (item) => item.end_date ?? i18n.t('courses.given.no_end'),
    },
  ];
}
