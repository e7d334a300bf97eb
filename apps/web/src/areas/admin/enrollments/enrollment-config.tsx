import type { Enrollment } from '@academy/contracts/entities/enrollment';
import { href } from '@academy/contracts/routes';

/**
 * Where the admin's enrollment screens lead; what they show (columns, filters, fields) is the shared
 * configuration in features/enrollments.
 */
export const enrollmentHref = (item: Pick<Enrollment, 'id'>) =>
  href('admin.enrollment.update', { enrollment: item.id });

export const enrollmentList = { to: href('admin.enrollment.index'), labelKey: 'enrollments.title' };
