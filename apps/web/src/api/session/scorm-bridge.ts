import type { ScormResultMessage } from '@academy/contracts/entities/scorm';
import { clientStorage } from '../client-storage.ts';

/** How long the launch page has to acknowledge a result before the learner is told it did not arrive. */
export const scormAckTimeoutMs = 5000;

export type ScormResult = Omit<ScormResultMessage, 'type' | 'id'>;

/**
 * SCORM mode (spec §4, issue 25): posts completion, pass/fail and score to the parent window — the package's
 * launch page, on the LMS origin the sign-in named, never to any other origin — and waits for its
 * acknowledgement (it has written the result into the LMS and committed). False when there is no parent, no
 * origin, the post throws, or no acknowledgement comes in time: the caller shows the spec's alert.
 */
export function postScormResult(result: ScormResult, timeoutMs = scormAckTimeoutMs): Promise<boolean> {
  const origin = clientStorage.getScormOrigin();
  const parent = window.parent;
  if (!origin || !parent || parent === window) return Promise.resolve(false);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(ok);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== parent) return;
      const data = event.data as { type?: unknown; id?: unknown } | null;
      if (data?.type === 'academy.scorm.ack' && data.id === id) done(true);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    window.addEventListener('message', onMessage);
    try {
      const message: ScormResultMessage = { type: 'academy.scorm.result', id, ...result };
      parent.postMessage(message, origin);
    } catch {
      done(false);
    }
  });
}
