import { callOperation } from './operations/call-operation.ts';

/** What a signed embed link plays (`media.embed`, spec §2 `/media/:media/embed`). */
export async function loadMediaEmbed(uuid: string, expires: string, signature: string) {
  const data = await callOperation(
    'media.embed',
    { params: { uuid }, query: { expires, signature } },
    // The page shows the server's answer itself (spec §8: the embed's error response as it is).
    { quiet: true, quietForbidden: true, passUnauthorized: true },
  );
  return data.item;
}
