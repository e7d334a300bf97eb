import { GlobalSearch } from '../../components/global-search.tsx';
import { ImpersonationBorder } from './impersonation-border.tsx';
import { SessionClock } from './session-clock.tsx';
import { usePoll } from './use-poll.ts';

/**
 * What runs while a user is signed in: the poll, the logout warning, the search spotlight and, while acting as
 * someone, the impersonation border (only a signed-in user acts as anyone).
 */
export function SignedInServices() {
  usePoll();
  return (
    <>
      <SessionClock />
      <GlobalSearch />
      <ImpersonationBorder />
    </>
  );
}
