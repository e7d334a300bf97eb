import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { href } from '@academy/contracts/routes';
import type { FormField } from '../../../components/resource-form/form-fields.ts';

/** The enrollment screens as configuration over `enrollmentContract` (DESIGN §10). */
export const enrollmentHref = (item: Pick<Enrollment, 'id'>) =>
  href('admin.enrollment.update', { enrollment: item.id });

export const enrollmentList = { to: href('admin.enrollment.index'), labelKey: 'enrollments.title' };

/**
 * What an update may change (enrollmentUpdateSchema): the dates and the recurrence. The course and whom it is
 * for are fixed once created; revoking is its own action.
 */
export const enrollmentUpdateFields: FormField<Enrollment>[] = [
  { name: 'start_date', kind: 'date', labelKey: 'resource.people.start_date', required: true },
  {
    name: 'end_date',
    kind: 'date',
    labelKey: 'resource.people.end_date',
    descriptionKey: 'resource.people.enroll.end_description',
    empty: 'null',
  },
  {
    name: 'is_recurring',
    kind: 'switch',
    labelKey: 'resource.people.enroll.recurring',
    descriptionKey: 'resource.people.enroll.recurring_description',
  },
  {
    name: 'recur_after_days',
    kind: 'number',
    labelKey: 'resource.people.enroll.pause',
    descriptionKey: 'resource.people.enroll.pause_description',
    empty: 'null',
  },
];
