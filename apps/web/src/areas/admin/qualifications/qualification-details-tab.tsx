import type { Qualification } from '@academy/contracts/entities/qualification';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { FactsList } from '../../../components/resource-screens/facts-list.tsx';
import { dateCell } from '../../../components/resource-screens/format-cell.ts';
import { StatusBadge } from './qualification-config.tsx';

const orNone = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

/** A qualification's facts (it is computed by the server, so there is nothing to edit). */
export function QualificationDetailsTab() {
  const { item } = useOutletContext<ResourcePageContext<Qualification>>();
  return (
    <FactsList
      data-testid="qualification-facts"
      facts={[
        { labelKey: 'resource.qualifications.learner', value: orNone(item.user?.header) },
        { labelKey: 'resource.qualifications.course', value: orNone(item.course_title) },
        { labelKey: 'resource.qualifications.variant', value: orNone(item.course_variant_title) },
        { labelKey: 'resource.qualifications.company', value: orNone(item.company?.header) },
        { labelKey: 'resource.qualifications.status', value: <StatusBadge item={item} /> },
        { labelKey: 'resource.qualifications.score', value: orNone(item.score) },
        { labelKey: 'resource.qualifications.completed_at', value: orNone(dateCell(item.completed_at)) },
        { labelKey: 'resource.qualifications.last_active_at', value: orNone(dateCell(item.last_active_at)) },
        { labelKey: 'resource.qualifications.certificate', value: orNone(item.certificate?.header) },
      ]}
    />
  );
}
