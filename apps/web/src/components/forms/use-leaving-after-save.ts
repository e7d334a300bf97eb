import { useCallback, useState } from 'react';

/**
 * A form whose save leads to another page (a create going to its new item) stays disabled until that page is
 * in: the router keeps the form on screen while the next page's files load, and what was typed into it then
 * would be lost with it. `follow` takes what the form's `onSaved` returned — React Router's `navigate` gives a
 * promise — and waits for it; anything else (a dialog that closes, a form that stays) is not waited for.
 */
export function useLeavingAfterSave() {
  const [leaving, setLeaving] = useState(false);
  const follow = useCallback(async (next: unknown) => {
    if (!(next instanceof Promise)) return;
    setLeaving(true);
    try {
      await next;
    } finally {
      setLeaving(false);
    }
  }, []);
  return { leaving, follow };
}
