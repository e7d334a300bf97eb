import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileStorage } from '../../../platform/storage/index.ts';
import { mediaRoot } from '../../../platform/storage/index.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { auth } from '../../../test/factories.ts';
import { type FormPart, multipartBody, multipartType } from '../../../test/multipart.ts';
import { detectFfmpeg } from '../video/ffmpeg-availability.ts';
import { runTool } from '../video/run-tool.ts';

/** Real images made by sharp for the upload tests, of the given size. */
export const pngImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();
export const jpegImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c05020' } })
    .jpeg()
    .toBuffer();

/** A PNG of random pixels: it does not compress, so its size follows its dimensions (~3 bytes a pixel). */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const textPretendingToBePng = Buffer.from('Just a text file, whatever its name says.\n');
export const svgImage = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
/** The first bytes of an MP4 (an `ftyp` box of brand mp42): what the type sniffing reads. */
export const mp4Header = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(256),
]);

/**
 * A PNG whose header is sound (sharp reads its size from it) but whose pixel data is broken: it fails only
 * when the pixels are decoded, as the WebP variants do.
 */
export async function brokenPng(): Promise<Buffer> {
  const png = Buffer.from(await pngImage(200, 150));
  const data = png.indexOf('IDAT') + 4;
  for (let i = data; i < data + 32; i++) png[i] ^= 0xff;
  return png;
}

/**
 * Bytes that sniff as an MP4 (an `ftyp` box at offset 4, here inside an XML comment) but are a DASH manifest
 * whose media is the local file `target`. Its brand (`jxl `) makes ffmpeg's QuickTime probe step aside, so
 * ffmpeg left to guess takes the DASH demuxer and reads `target`; read as the sniffed container, it is not
 * a video at all.
 */
export function disguisedManifest(target: string): Buffer {
  return Buffer.from(
    `<!--ftypjxl 0000mp42isom-->
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011" type="static" mediaPresentationDuration="PT1S" minBufferTime="PT1S">
<Period><AdaptationSet mimeType="video/mp4"><Representation id="1" bandwidth="100000" width="160" height="120" codecs="avc1.42c00a">
<BaseURL>file://${target}</BaseURL>
</Representation></AdaptationSet></Period></MPD>
`,
  );
}

/** A real MP4 of ffmpeg's test pattern (nothing is downloaded); the tests that need one need ffmpeg. */
export async function testClip(seconds = 1, size = '160x120'): Promise<Buffer> {
  const availability = await detectFfmpeg();
  if (!availability.available)
    throw new Error(
      `These tests need ffmpeg and ffprobe (${availability.reason}): apt-get install -y ffmpeg`,
    );
  const work = await mkdtemp(join(tmpdir(), 'academy-clip-'));
  try {
    const output = join(work, 'clip.mp4');
    await runTool(availability.tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', output],
    ]);
    return await readFile(output);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Every file under the local storage's root, to see that a refused upload left nothing behind. */
export function storedFiles(dataDir: string): string[] {
  const root = mediaRoot(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const object = await storage.get(key);
  if (!object) throw new Error(`Nothing stored under ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function postForm(t: TestApp, token: string, url: string, parts: FormPart[]) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: auth(token, { 'content-type': multipartType() }),
    payload: multipartBody(parts),
  });
}
