import { describe, expect, it } from 'vitest';
import { mediaFacts } from './media-facts.ts';

describe('media facts (spec §9)', () => {
  it('shows a video with a readable size, duration and dimensions', () => {
    expect(mediaFacts({ size: 12_345_678, meta: { width: 1280, height: 720, duration: 61_500 } })).toEqual({
      size: '12 MB',
      duration: '00:01:01',
      dimensions: '1280 × 720 px',
    });
  });
  it('shows N/A for what an image or a file in process does not have', () => {
    expect(mediaFacts({ size: 2_000, meta: { width: 1, height: 1 } })).toEqual({
      size: '2 kB',
      duration: 'N/A',
      dimensions: '1 × 1 px',
    });
    expect(mediaFacts({ size: null, meta: {} })).toEqual({ size: 'N/A', duration: 'N/A', dimensions: 'N/A' });
  });
  it("writes the size in the reader's number format", () => {
    expect(mediaFacts({ size: 3_400_000, meta: {} }, 'nb').size).toBe('3,4 MB');
  });
});
