import { fieldError } from '../../platform/http/http-error.ts';
import type { ResourceContext } from '../../platform/resource/define-resource.ts';

/** Today's date as 'YYYY-MM-DD' by the server's clock (UTC), so tests can move time. */
export const today = (context: ResourceContext) => context.services.clock.now().toISOString().slice(0, 10);

/**
 * Spec §5: the end date must be after the start date and not before today. Dates are 'YYYY-MM-DD', so
 * they compare as text. A recurring enrollment needs an end date: its length is the next period's length.
 */
export function assertEnrollmentDates(
  context: ResourceContext,
  dates: { start_date: string; end_date: string | null; is_recurring: boolean },
): void {
  if (dates.end_date !== null && (dates.end_date < today(context) || dates.end_date <= dates.start_date)) {
    throw fieldError('end_date', 'validation.end_date_after');
  }
  if (dates.is_recurring && dates.end_date === null) throw fieldError('end_date', 'validation.required');
}
