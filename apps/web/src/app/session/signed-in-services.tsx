import { GlobalSearch } from '../../components/global-search.tsx';
import { SessionClock } from './session-clock.tsx';
import { usePoll } from './use-poll.ts';

/** What runs while a user is signed in: the poll, the logout warning and the search spotlight. */
export function SignedInServices() {
  usePoll();
  return (
    <>
      <SessionClock />
      <GlobalSearch />
    </>
  );
}
