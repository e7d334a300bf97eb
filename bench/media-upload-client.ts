// The upload client of bench/media.ts, in a process of its own so the server's memory is measured alone:
// sends BYTES of a video (the short MP4 at HEAD, then filler) to POST /api/v1/filepond as FilePond does with
// chunks (announce with Upload-Length, then PATCH chunks at their offsets). Prints the upload id and seconds as
// JSON.
import { readFileSync } from 'node:fs';

const [baseUrl, token, totalText, chunkText, headPath] = process.argv.slice(2);
const total = Number(totalText);
const chunkSize = Number(chunkText);
const auth = { authorization: `Bearer ${token}` };

const announce = new FormData();
announce.append('filepond', '{}');
const started = performance.now();
const answer = await fetch(`${baseUrl}/api/v1/filepond?kind=video`, {
  method: 'POST',
  headers: { ...auth, 'upload-length': String(total) },
  body: announce,
});
if (answer.status !== 200) throw new Error(`announce answered ${answer.status}: ${await answer.text()}`);
const id = await answer.text();

// One chunk buffer, reused: the client holds a chunk at a time, like the browser's File.slice.
const chunk = Buffer.alloc(chunkSize, 7);
// A real MP4 first: ffprobe reads it and ignores the filler after it.
const header = readFileSync(headPath);
for (let offset = 0; offset < total; offset += chunkSize) {
  const size = Math.min(chunkSize, total - offset);
  const body = chunk.subarray(0, size);
  if (offset === 0) header.copy(body);
  const response = await fetch(`${baseUrl}/api/v1/filepond?kind=video&patch=${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: {
      ...auth,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'upload-length': String(total),
      'upload-name': 'bench.mp4',
    },
    body,
  });
  if (response.status !== 204) throw new Error(`chunk at ${offset} answered ${response.status}`);
}
console.log(JSON.stringify({ id, seconds: (performance.now() - started) / 1000 }));
