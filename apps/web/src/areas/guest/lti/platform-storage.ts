/**
 * The learning platform's storage (1EdTech LTI "Client Side postMessages", `lti_storage_target`): where the
 * academy keeps the value that binds a launch to this browser when it cannot count on a cookie in the
 * platform's frame. Messages go to the frame the platform named, addressed to the platform's origin only, and
 * only its answers (same origin, same message id) are read.
 */
export type PlatformStorage = { target: string; platform: string };

/** The frame the platform named: `_parent`, or a sibling frame of ours by name. */
function targetFrame(target: string): Window | null {
  const parent = window.parent !== window ? window.parent : (window.opener as Window | null);
  if (!parent) return null;
  if (target === '_parent') return parent;
  try {
    return (parent.frames as unknown as Record<string, Window | undefined>)[target] ?? null;
  } catch {
    return null;
  }
}

const messageId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

function call(
  storage: PlatformStorage,
  subject: 'lti.put_data' | 'lti.get_data',
  fields: { key: string; value?: string },
  timeoutMs = 5000,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const frame = targetFrame(storage.target);
    if (!frame) {
      reject(new Error('lti.storage: no platform frame'));
      return;
    }
    const id = messageId();
    const finish = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== storage.platform) return;
      const data = event.data as Record<string, unknown> | null;
      if (
        !data ||
        typeof data !== 'object' ||
        data.subject !== `${subject}.response` ||
        data.message_id !== id
      )
        return;
      finish();
      if (data.error) reject(new Error('lti.storage: the platform answered an error'));
      else resolve(data);
    };
    const timer = window.setTimeout(() => {
      finish();
      reject(new Error('lti.storage: no answer'));
    }, timeoutMs);
    window.addEventListener('message', onMessage);
    frame.postMessage({ subject, message_id: id, ...fields }, storage.platform);
  });
}

export async function putPlatformData(storage: PlatformStorage, key: string, value: string): Promise<void> {
  await call(storage, 'lti.put_data', { key, value });
}

/** The value kept under `key`, or null when the platform has none. */
export async function getPlatformData(storage: PlatformStorage, key: string): Promise<string | null> {
  const answer = await call(storage, 'lti.get_data', { key });
  return typeof answer.value === 'string' ? answer.value : null;
}

/**
 * The value the login put into the platform's storage, when the page's fragment says where (the launch's
 * answer names it); undefined otherwise. Handed to the calls that finish a launch or a deep link.
 */
export async function storedBinding(): Promise<string | undefined> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const target = fragment.get('lti_storage_target');
  const platform = fragment.get('platform');
  const key = fragment.get('key');
  if (!target || !platform || !key) return undefined;
  return (await getPlatformData({ target, platform }, key)) ?? undefined;
}
