import { describe, expect, it } from 'vitest';
import { singleByteRange } from './byte-range.ts';
import { playlistWithQuery } from './hls-url.ts';
import { renditionsFor } from './renditions.ts';

const sizes = (width: number, height: number) =>
  renditionsFor(width, height).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('the rendition ladder', () => {
  it('offers 360p and 720p by the short side, never above the source, and the source size between rungs', () => {
    expect(sizes(1920, 1080)).toEqual(['360p 640x360', '720p 1280x720']);
    expect(sizes(1280, 720)).toEqual(['360p 640x360', '720p 1280x720']);
    expect(sizes(640, 480)).toEqual(['360p 480x360', '480p 640x480']);
    expect(sizes(640, 360)).toEqual(['360p 640x360']);
    expect(sizes(320, 240)).toEqual(['240p 320x240']);
    // Portrait and odd sizes keep their shape with even dimensions (H.264 4:2:0 needs them).
    expect(sizes(1080, 1920)).toEqual(['360p 360x640', '720p 720x1280']);
    expect(sizes(301, 201)).toEqual(['200p 300x200']);
    expect(sizes(201, 301)).toEqual(['200p 200x300']);
  });
});

describe('signed playlists', () => {
  it('appends the query to every URI line and URI attribute, and leaves tags alone', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360',
      '360p/index.m3u8',
      '',
    ].join('\n');
    expect(playlistWithQuery(playlist, 'expires=1&signature=s')).toBe(
      [
        '#EXTM3U',
        '#EXT-X-MAP:URI="init.mp4?expires=1&signature=s"',
        '#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360',
        '360p/index.m3u8?expires=1&signature=s',
        '',
      ].join('\n'),
    );
  });
});

describe('byte ranges', () => {
  it('reads one range, open-ended or from the end, and ignores what it cannot serve', () => {
    expect(singleByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(singleByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(singleByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(singleByteRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    for (const header of [undefined, 'bytes=1000-', 'bytes=5-1', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-']) {
      expect(singleByteRange(header, 1000), header).toBeNull();
    }
  });
});
