// `npm run bench:media` (or `npx tsx bench/media.ts`; `BENCH_MEDIA=1 npm run bench` runs it after the API bench):
// the media pipeline (issue 12) against the real server on PGlite with local storage, printed, never asserted.
//   1. upload throughput of a 500 MB video in FilePond's 5 MB chunks, from a client in its own process, with the
//      server process's peak RSS above its idle RSS (sampled every 50 ms; target: flat, under 150 MB);
//   2. image variants (thumbnail, card, full WebP) made per second from a 3000×2000 JPEG;
//   3. the HLS transcode of a 60 s 720p clip (360p and 720p renditions) against the clip's duration.
// MEDIA_UPLOAD_MB (500), MEDIA_IMAGES (10) and MEDIA_CLIP_SECONDS (60) change the sizes.
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { files, media } from '../apps/server/src/db/schema/content.ts';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-accounts.ts';
import { storeImageVariants, transcodeVideo } from '../apps/server/src/modules/media/index.ts';
import { prepareDatabase } from '../apps/server/src/prepare-database.ts';

const uploadBytes = Number(process.env.MEDIA_UPLOAD_MB ?? 500) * 1_000_000;
const imageCount = Number(process.env.MEDIA_IMAGES ?? 10);
const clipSeconds = Number(process.env.MEDIA_CLIP_SECONDS ?? 60);
const chunkBytes = 5_000_000;
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'academy-media-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  UPLOAD_VIDEO_MAX_BYTES: String(Math.max(uploadBytes, 536_870_912)),
  UPLOAD_QUOTA_BYTES: String(Math.max(uploadBytes, 2 * 1024 ** 3)),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
await prepareDatabase(database, config);
const app = await buildApp(config, { database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'admin@academy.test', password: DEMO_PASSWORD },
});
const token = login.json().data.item.access_token as string;
const { services } = app;
const tenantId = (await database.db.select({ id: media.tenant_id }).from(media).limit(1))[0].id;

// 1. Upload throughput and memory. The upload starts with a real one-second MP4 (the rest is filler): once
// whole, the intake has ffprobe read it as the MP4 it claims to be before keeping it.
const headFolder = mkdtempSync(join(tmpdir(), 'academy-media-head-'));
const head = join(headFolder, 'head.mp4');
execFileSync('ffmpeg', [
  ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=160x120:rate=15'],
  ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-y', head],
]);
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const client = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    new URL('./media-upload-client.ts', import.meta.url).pathname,
    baseUrl,
    token,
    String(uploadBytes),
    String(chunkBytes),
    head,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let output = '';
client.stdout.on('data', (data) => {
  output += data;
});
const exitCode = await new Promise<number | null>((resolve) => client.on('close', resolve));
clearInterval(sampler);
if (exitCode !== 0) throw new Error('The upload client failed');
const upload = JSON.parse(output) as { seconds: number };
console.log('\nMedia bench (PGlite, local storage)\n');
console.log('| measure | value |\n|---|---:|');
console.log(
  `| upload of ${mb(uploadBytes)} MB in ${mb(chunkBytes)} MB chunks | ${upload.seconds.toFixed(1)} s, ${(uploadBytes / 1_000_000 / upload.seconds).toFixed(1)} MB/s |`,
);
console.log(
  `| server RSS: idle → peak during the upload | ${mb(idle)} → ${mb(peak)} MB (+${mb(peak - idle)} MB) |`,
);

// 2. Image variants per second.
const work = mkdtempSync(join(tmpdir(), 'academy-media-work-'));
const photo = join(work, 'photo.jpg');
await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3b6e8f' } })
  .composite([
    {
      input: Buffer.from(
        '<svg width="3000" height="2000"><circle cx="1500" cy="1000" r="800" fill="#e9c46a"/></svg>',
      ),
    },
  ])
  .jpeg({ quality: 90 })
  .toFile(photo);
const imageStart = performance.now();
for (let index = 0; index < imageCount; index += 1)
  await storeImageVariants(services.storage, photo, `bench/image-${index}`, () => undefined);
const imageSeconds = (performance.now() - imageStart) / 1000;
console.log(
  `| image variants of a 3000×2000 JPEG (${(statSync(photo).size / 1000).toFixed(0)} kB), ${imageCount} images | ${(imageCount / imageSeconds).toFixed(2)} images/s, ${((imageSeconds / imageCount) * 1000).toFixed(0)} ms each |`,
);

// 3. HLS transcode of a 720p clip against its duration.
const clip = join(work, 'clip.mp4');
execFileSync('ffmpeg', [
  '-loglevel',
  'error',
  '-f',
  'lavfi',
  '-i',
  `testsrc2=duration=${clipSeconds}:size=1280x720:rate=30`,
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${clipSeconds}`,
  '-pix_fmt',
  'yuv420p',
  '-c:v',
  'libx264',
  '-c:a',
  'aac',
  '-shortest',
  '-y',
  clip,
]);
const key = `bench/clip/original.mp4`;
await services.storage.put(key, createReadStream(clip), {
  contentType: 'video/mp4',
});
const [row] = await database.db
  .insert(media)
  .values({
    tenant_id: tenantId,
    title: 'Bench clip',
    mime: 'video/mp4',
    size: statSync(clip).size,
    processing_status: 'processing',
  })
  .returning();
await database.db
  .insert(files)
  .values({ tenant_id: tenantId, media_id: row.id, name: 'clip.mp4', path: key });
const transcodeStart = performance.now();
await transcodeVideo(services, { mediaId: row.id });
const transcodeSeconds = (performance.now() - transcodeStart) / 1000;
const [done] = await database.db.select().from(media).where(eq(media.id, row.id));
console.log(
  `| HLS transcode of a ${clipSeconds} s 1280×720 clip (${done.processing_status}) | ${transcodeSeconds.toFixed(1)} s, ${(transcodeSeconds / clipSeconds).toFixed(2)} × its duration |`,
);

await app.close();
rmSync(work, { recursive: true, force: true });
rmSync(headFolder, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });
