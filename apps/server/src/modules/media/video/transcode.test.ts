import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, lessons, media } from '../../../db/schema/content.ts';
import { users } from '../../../db/schema/tenancy.ts';
import { mediaRoot } from '../../../platform/storage/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildCourse } from '../../../test/content-factories.ts';
import { buildEnrollmentWithPass } from '../../../test/enrolled-company.ts';
import { demoCompany, demoTenant } from '../../../test/factories.ts';
import { demoTokens, type Role, requests } from '../../courses/content-test-support.ts';
import { disguisedManifest } from '../intake/intake-test-support.ts';
import { detectFfmpeg } from './ffmpeg-availability.ts';
import { signedHlsUrl } from './hls-url.ts';
import { runTool } from './run-tool.ts';
import { transcodeJob } from './transcode-job.ts';
import { progressRecorder } from './transcode-progress.ts';

let t: TestApp;
let tokens: Record<Role, string>;
let http: ReturnType<typeof requests>;
let work: string;
let ffmpeg: string;

/** A clip made here with ffmpeg's test pattern (and a sine tone unless `silent`): nothing is downloaded. */
async function makeClip(name: string, size: string, seconds: number, silent = false): Promise<Buffer> {
  const output = join(work, name);
  const sound = silent
    ? []
    : ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`];
  await runTool(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
    ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`, ...sound],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(silent ? [] : ['-c:a', 'aac']),
    output,
  ]);
  return readFile(output);
}

/** A video as the upload leaves it: the original in storage, media + files rows, status `processing`. */
async function storedVideo(bytes: Buffer, title: string) {
  const tenant = await demoTenant(t.db);
  const uuid = randomUUID();
  const key = `media/${uuid}/original.mp4`;
  await t.app.services.storage.put(key, bytes, { contentType: 'video/mp4' });
  const [row] = await t.db
    .insert(media)
    .values({
      uuid,
      tenant_id: tenant.id,
      title,
      mime: 'video/mp4',
      size: bytes.length,
      processing_status: 'processing',
    })
    .returning();
  await t.db.insert(files).values({ tenant_id: tenant.id, media_id: row.id, name: 'clip.mp4', path: key });
  return row;
}

async function demoUser(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function transcoded(row: { id: number }) {
  await t.app.services.jobs.enqueue(transcodeJob, { mediaId: row.id });
  const [after] = await t.db.select().from(media).where(eq(media.id, row.id));
  return after;
}

beforeAll(async () => {
  const availability = await detectFfmpeg();
  if (!availability.available) {
    throw new Error(
      `The video tests need ffmpeg and ffprobe (${availability.reason}): install them ` +
        '(Debian: apt-get install -y ffmpeg) or set FFMPEG_PATH and FFPROBE_PATH.',
    );
  }
  ffmpeg = availability.tools.ffmpeg;
  work = await mkdtemp(join(tmpdir(), 'academy-video-test-'));
  t = await buildTestApp();
  tokens = await demoTokens(t);
  http = requests(t);
});
afterAll(async () => {
  await t?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('video transcoding to HLS', () => {
  let video: typeof media.$inferSelect;

  beforeAll(async () => {
    video = await transcoded(await storedVideo(await makeClip('clip.mp4', '640x480', 4), 'Forklift safety'));
  });

  it('makes 360p and 480p renditions of a 480p source, a poster, and records meta, progress and status', async () => {
    expect(video).toMatchObject({
      processing_status: 'ready',
      processing_progress: 100,
      processing_error: null,
    });
    expect(video.meta).toMatchObject({ width: 640, height: 480 });
    // Durations are kept in milliseconds (spec §3).
    expect(Math.abs((video.meta.duration ?? 0) - 4000)).toBeLessThan(150);
    expect(video.hls).toBe(`media/${video.uuid}/hls/master.m3u8`);

    const { storage } = t.app.services;
    const master = await storage.get(video.hls ?? '');
    const playlist = master ? (await master.stream.toArray()).join('') : '';
    expect(playlist.match(/^#EXT-X-STREAM-INF:.*$/gm)).toHaveLength(2);
    expect(playlist).toContain('RESOLUTION=480x360');
    expect(playlist).toContain('RESOLUTION=640x480');
    expect(playlist).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    for (const rendition of ['360p', '480p']) {
      expect(await storage.stat(`media/${video.uuid}/hls/${rendition}/index.m3u8`)).not.toBeNull();
      expect(
        (await storage.stat(`media/${video.uuid}/hls/${rendition}/segment_000.ts`))?.size,
      ).toBeGreaterThan(0);
    }

    expect(video.poster_image_id).not.toBeNull();
    const [poster] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, video.poster_image_id ?? 0));
    // It belongs to the video (issue 22): in no folder, and not one of the library's listed items.
    expect(poster).toMatchObject({
      mime: 'image/jpeg',
      meta: { width: 640, height: 480 },
      purpose: 'video_poster',
      directory_id: null,
    });
    const [posterFile] = await t.db.select().from(files).where(eq(files.media_id, poster.id));
    const jpeg = await storage.get(posterFile.path);
    const head = jpeg ? Buffer.concat(await jpeg.stream.toArray()).subarray(0, 3) : Buffer.alloc(0);
    expect([...head]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('serves the playlists and segments to an administrator, 401 signed out, 404 to a reader without access', async () => {
    const base = `/api/v1/media/${video.uuid}/hls`;
    const master = await http.get(tokens.admin, `${base}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toContain('360p/index.m3u8');

    const rendition = await http.get(tokens.admin, `${base}/360p/index.m3u8`);
    expect(rendition.statusCode).toBe(200);
    expect(rendition.body).toContain('#EXT-X-ENDLIST');
    const segment = await http.get(tokens.admin, `${base}/360p/segment_000.ts`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte

    const part = await http.get(tokens.admin, `${base}/360p/segment_000.ts`, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(188);
    expect(part.headers['content-range']).toBe(`bytes 0-187/${segment.rawPayload.length}`);

    expect((await t.app.inject({ url: `${base}/master.m3u8` })).statusCode).toBe(401);
    // Used by no lesson, block or course: the video is for administrators only.
    expect((await http.get(tokens.learner, `${base}/master.m3u8`)).statusCode).toBe(404);
    expect((await http.get(tokens.learner, `${base}/360p/segment_000.ts`)).statusCode).toBe(404);
  });

  it('serves only the names the transcoder makes', async () => {
    const base = `/api/v1/media/${video.uuid}/hls`;
    for (const path of [
      'original.mp4',
      '..%2Foriginal.mp4',
      '360p/..%2F..%2Foriginal.mp4',
      '360p/x.ts',
      'x/index.m3u8',
    ]) {
      expect((await http.get(tokens.admin, `${base}/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('lets a signed URL reach every file: the playlists carry the signature to the URIs they list', async () => {
    const { appSecret } = t.app.services.config;
    const masterUrl = signedHlsUrl(appSecret, new Date(), video.uuid);
    const master = await t.app.inject({ url: masterUrl });
    expect(master.statusCode).toBe(200);
    const renditionUri = master.body.split('\n').find((line) => line.startsWith('480p/'));
    expect(renditionUri).toMatch(/^480p\/index\.m3u8\?expires=\d+&signature=/);
    // Resolved as a player does: relative to the playlist's own URL.
    const renditionUrl = new URL(renditionUri ?? '', `http://localhost${masterUrl}`);
    const rendition = await t.app.inject({ url: renditionUrl.pathname + renditionUrl.search });
    expect(rendition.statusCode).toBe(200);
    const segmentUri = rendition.body.split('\n').find((line) => line.startsWith('segment_'));
    const segmentUrl = new URL(segmentUri ?? '', renditionUrl);
    const segment = await t.app.inject({ url: segmentUrl.pathname + segmentUrl.search });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');

    // Another first character than the signature's own (replacing it with a fixed one fails 1 time in 64).
    const tampered = masterUrl.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherVideo = signedHlsUrl(appSecret, new Date(), randomUUID()).split('?')[1];
    expect(
      (await t.app.inject({ url: `/api/v1/media/${video.uuid}/hls/master.m3u8?${otherVideo}` })).statusCode,
    ).toBe(403);
  });
  it("hands a lesson's readers a signed master playlist they can play, and opens the files to them", async () => {
    // The first lesson of a course learner@ is enrolled in (in Nordlys); Fjord's learner is not.
    const tenant = await demoTenant(t.db);
    const built = await buildCourse(t.db, tenant.id, { lessons: 1 });
    await buildEnrollmentWithPass(t.db, tenant.id, {
      courseId: built.course.id,
      companyId: (await demoCompany(t.db, 'nordlys')).id,
      enrollable: { type: 'user', id: (await demoUser('learner@academy.test')).id },
    });
    const { lesson } = built.variants[0].lessons[0];
    await t.db.update(lessons).set({ media_id: video.id }).where(eq(lessons.id, lesson.id));

    const item = (await http.get(tokens.learner, `/api/v1/lessons/${lesson.uuid}`)).json().data.item;
    expect(item.media.hls).toMatch(
      new RegExp(`^/api/v1/media/${video.uuid}/hls/master\\.m3u8\\?expires=\\d+&signature=`),
    );
    const master = await t.app.inject({ url: item.media.hls });
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/^360p\/index\.m3u8\?expires=/m);

    const base = `/api/v1/media/${video.uuid}/hls`;
    expect((await http.get(tokens.learner, `${base}/360p/segment_000.ts`)).statusCode).toBe(200);
    expect((await http.get(tokens['fjord.learner'], `${base}/master.m3u8`)).statusCode).toBe(404);
  });
});

describe('video transcoding of other sources', () => {
  it('gives a small source without sound one rendition at its own size, video only', async () => {
    const video = await transcoded(
      await storedVideo(await makeClip('small.mp4', '320x240', 2, true), 'Small'),
    );
    expect(video).toMatchObject({
      processing_status: 'ready',
      processing_progress: 100,
      meta: { width: 320, height: 240 },
    });
    const master = await t.app.services.storage.get(video.hls ?? '');
    const playlist = master ? (await master.stream.toArray()).join('') : '';
    expect(playlist.match(/^#EXT-X-STREAM-INF:.*$/gm)).toEqual([
      expect.stringContaining('RESOLUTION=320x240'),
    ]);
    expect(playlist).not.toContain('mp4a');
    expect(await t.app.services.storage.stat(`media/${video.uuid}/hls/240p/segment_000.ts`)).not.toBeNull();
  });

  it('reads an original only as the container it was kept as: a manifest naming another video fails unread', async () => {
    // Kept before the intake confirmed containers, say: bytes that sniffed as MP4 but name another file.
    const named = await storedVideo(await makeClip('named.mp4', '320x240', 2, true), "Someone else's");
    const namedFile = join(mediaRoot(t.config.dataDir), `media/${named.uuid}/original.mp4`);
    const video = await transcoded(await storedVideo(disguisedManifest(namedFile), 'Disguised'));
    expect(video).toMatchObject({
      processing_status: 'failed',
      processing_error: 'validation.video_unreadable',
      hls: null,
      poster_image_id: null,
    });
    // Nothing of the named video: not its size, not a rendition, not a poster.
    expect(video.meta.width).toBeUndefined();
    expect(await t.app.services.storage.stat(`media/${video.uuid}/hls/master.m3u8`)).toBeNull();
    const posters = await t.db.select().from(media).where(eq(media.title, 'Disguised (poster)'));
    expect(posters).toEqual([]);
  });

  it('marks a corrupt video failed with the reason and leaves no HLS object behind', async () => {
    const row = await storedVideo(randomBytes(64 * 1024), 'Corrupt');
    // An earlier attempt's leftover: a failed run removes the whole HLS folder.
    await t.app.services.storage.put(`media/${row.uuid}/hls/360p/segment_000.ts`, 'stale');
    const video = await transcoded(row);
    expect(video).toMatchObject({
      processing_status: 'failed',
      processing_error: 'validation.video_unreadable',
      hls: null,
      poster_image_id: null,
    });
    expect(await t.app.services.storage.stat(`media/${row.uuid}/hls/360p/segment_000.ts`)).toBeNull();
    expect(await t.app.services.storage.stat(`media/${row.uuid}/original.mp4`)).not.toBeNull();
    // Neither this run nor the successful ones left their working folder behind.
    expect(await readdir(join(t.config.dataDir, 'tmp'))).toEqual([]);
    expect((await http.get(tokens.admin, `/api/v1/media/${row.uuid}/hls/master.m3u8`)).statusCode).toBe(404);
  });
});

describe('transcode progress', () => {
  it("turns ffmpeg's -progress lines into percent, at most one write a second, and the encoded mark at the end", async () => {
    const row = await storedVideo(Buffer.from('x'), 'Progress');
    const percent = async () =>
      (await t.db.select().from(media).where(eq(media.id, row.id)))[0].processing_progress;
    const recorder = progressRecorder(t.db, row.id, 10_000);
    for (const line of ['frame=10', 'out_time_us=N/A', 'out_time_us=5000000', 'progress=continue']) {
      recorder.onLine(line);
    }
    await recorder.settled();
    expect(await percent()).toBe(47);
    // Within the same second: held back.
    recorder.onLine('out_time_us=8000000');
    await recorder.settled();
    expect(await percent()).toBe(47);
    await recorder.finish();
    expect(await percent()).toBe(95);
  });
});

describe('a transcode as the media manager follows it (issue 22)', () => {
  const percents = async (mediaId: number) => {
    const result = (await t.db.execute(
      sql`select percent from progress_log where media_id = ${mediaId} order by seq`,
    )) as unknown as { rows: { percent: number }[] };
    return result.rows.map((row) => Number(row.percent));
  };
  const generatedPosters = (title: string) =>
    t.db
      .select()
      .from(media)
      .where(eq(media.title, `${title} (poster)`));

  beforeAll(async () => {
    // Every change of a video's percent, in order: what the manager's polling can see while the job runs.
    await t.db.execute(sql`create table progress_log (seq serial, media_id integer, percent integer)`);
    await t.db.execute(
      sql.raw(`create function log_progress() returns trigger language plpgsql as $$ begin
        if new.processing_progress is distinct from old.processing_progress then
          insert into progress_log (media_id, percent) values (new.id, new.processing_progress);
        end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger media_progress_log after update on media for each row execute function log_progress()',
      ),
    );
  });
  afterAll(async () => {
    await t.db.execute(sql.raw('drop trigger media_progress_log on media'));
  });

  it('writes the percent while ffmpeg encodes, rising to 100 at ready', async () => {
    const row = await storedVideo(await makeClip('progress.mp4', '320x240', 3, true), 'Progress clip');
    expect((await transcoded(row)).processing_status).toBe('ready');
    const log = await percents(row.id);
    expect(log.some((percent) => percent > 0 && percent <= 95)).toBe(true);
    expect(log.at(-1)).toBe(100);
    expect(log).toEqual([...log].sort((a, b) => a - b));
  });

  it('gives a replaced file a frame of its own, and keeps a poster an administrator chose', async () => {
    const clip = await makeClip('posters.mp4', '320x240', 2, true);
    const first = await transcoded(await storedVideo(clip, 'Poster clip'));
    const [generated] = await generatedPosters('Poster clip');
    expect(first.poster_image_id).toBe(generated.id);

    // Transcoded again (its file was replaced): a new frame, and the old generated poster is gone.
    await t.db.update(media).set({ processing_status: 'processing' }).where(eq(media.id, first.id));
    const second = await transcoded(first);
    const posters = await generatedPosters('Poster clip');
    expect(posters).toHaveLength(1);
    expect(posters[0].id).not.toBe(generated.id);
    expect(second.poster_image_id).toBe(posters[0].id);

    // A library image chosen as the poster is the administrator's: a later transcode leaves it.
    const [chosen] = await t.db
      .insert(media)
      .values({ tenant_id: first.tenant_id, title: 'Chosen frame', mime: 'image/png' })
      .returning();
    await t.db
      .update(media)
      .set({ poster_image_id: chosen.id, processing_status: 'processing' })
      .where(eq(media.id, first.id));
    const third = await transcoded(first);
    expect(third).toMatchObject({ processing_status: 'ready', poster_image_id: chosen.id });
    expect(await generatedPosters('Poster clip')).toHaveLength(1);
  });
});

describe('running a tool', () => {
  it('stops a tool that writes nothing for the stall time, and says so', async () => {
    const started = Date.now();
    await expect(runTool('sleep', ['30'], { stallSeconds: 0.2 })).rejects.toThrow(
      'sleep made no progress for 0.2 s',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reports a failing tool's last error line", async () => {
    await expect(runTool(ffmpeg, ['-hide_banner', '-i', join(work, 'missing.mp4')])).rejects.toThrow(
      /No such file or directory/,
    );
  });
});

describe('ffmpeg availability', () => {
  it('says which program is missing when the configured path does not run', async () => {
    const missing = await detectFfmpeg({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    });
    expect(missing).toMatchObject({
      available: false,
      reason: '/nonexistent/ffmpeg and /nonexistent/ffprobe could not be run',
    });
    expect((await detectFfmpeg()).available).toBe(true);
  });
});
