import type { Context } from '@academy/contracts/entities/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientStorage } from '../../api/client-storage.ts';
import { sessionStore } from '../../api/session-store.ts';
import { prefetchLoader } from './prefetch-loader.ts';

const learner = { uuid: 'u1', name: 'Lene', permissions: [], logout_at: null };
const context = (user: typeof learner | null) =>
  ({ user, tenant: { name: 'Academy' } }) as unknown as Context;
const loadHome = (loader: ReturnType<typeof prefetchLoader>) =>
  loader({ request: new Request('http://academy.test/home'), params: {}, context: undefined } as never);

afterEach(() => {
  sessionStore.set(null);
  clientStorage.clearSession();
});

describe('prefetchLoader', () => {
  it('waits for the context, then asks for the page’s data once for a reader who stays on the page', async () => {
    clientStorage.setToken('token');
    const prefetch = vi.fn();
    const loaded = loadHome(prefetchLoader('academy.dashboard.index', prefetch));
    await Promise.resolve();
    expect(prefetch).not.toHaveBeenCalled();

    sessionStore.set(context(learner));
    await expect(loaded).resolves.toBeNull();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][0].user.uuid).toBe('u1');
  });

  it('asks for nothing when the guards send the reader elsewhere (no token: the sign-in page)', async () => {
    sessionStore.set(context(null));
    const prefetch = vi.fn();
    await expect(loadHome(prefetchLoader('academy.dashboard.index', prefetch))).resolves.toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
