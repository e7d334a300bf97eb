import type { User } from '@academy/contracts/entities/user';
import { useOutletContext } from 'react-router';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { UserSchedule } from '../../../features/enrollments/user-schedule.tsx';

/** The person's schedule: when each of their courses is open (spec §7 `GET users/{id}/schedule`). */
export function UserScheduleTab() {
  const { item } = useOutletContext<ResourcePageContext<User>>();
  return <UserSchedule userId={item.id} />;
}
