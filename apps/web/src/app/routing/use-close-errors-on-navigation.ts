import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeErrorSnackbars } from '../../components/show-snackbar.tsx';

/**
 * Error snackbars close when the user goes to another page (a new path; the query and hash of the same page
 * do not count), unless the move carries `KEEP_SNACKBARS`. The root route calls it, so it sees every move,
 * whichever layout the pages use.
 */
export function useCloseErrorsOnNavigation(): void {
  const location = useLocation();
  const keep = (location.state as { keepSnackbars?: boolean } | null)?.keepSnackbars === true;
  // The page the open error snackbars belong to.
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current !== null && lastPath.current !== location.pathname && !keep) closeErrorSnackbars();
    lastPath.current = location.pathname;
  }, [location.pathname, keep]);
}
