import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { closeErrorSnackbars } from '../../components/show-snackbar.tsx';

// The page the error snackbars belong to; module-wide, since moving between areas swaps the layout.
let lastPath: string | null = null;

/**
 * Error snackbars close when the user goes to another page (a new path; the query and hash of the same page
 * do not count), unless the move carries `KEEP_SNACKBARS`. Every layout calls it.
 */
export function useCloseErrorsOnNavigation(): void {
  const location = useLocation();
  const keep = (location.state as { keepSnackbars?: boolean } | null)?.keepSnackbars === true;
  useEffect(() => {
    if (lastPath !== null && lastPath !== location.pathname && !keep) closeErrorSnackbars();
    lastPath = location.pathname;
  }, [location.pathname, keep]);
}
