import { describe, expect, it } from 'vitest';
import { mediaFacts } from './media-facts.ts';

describe('media facts (spec §9)', () => {
  it('shows a video with size in MB, duration and dimensions', () => {
    expect(mediaFacts({ size: 12_345_678, meta: { width: 1280, height: 720, duration: 61_500 } })).toEqual({
      size: '12.35 MB',
      duration: '00:01:01',
      dimensions: '1280 × 720 px',
    });
  });
  it('shows N/A for what an image or a file in process does not have', () => {
    expect(mediaFacts({ size: 2_000, meta: { width: 1, height: 1 } })).toEqual({
      size: '0.00 MB',
      duration: 'N/A',
      dimensions: '1 × 1 px',
    });
    expect(mediaFacts({ size: null, meta: {} })).toEqual({ size: 'N/A', duration: 'N/A', dimensions: 'N/A' });
  });
});
