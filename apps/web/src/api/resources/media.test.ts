import { describe, expect, it } from 'vitest';
import { MEDIA_PROCESSING_POLL_MS, processingRefetchInterval } from './media.ts';

describe('the media detail while the file is processed', () => {
  it('is read again every few seconds while processing, and no more once ready or failed', () => {
    expect(processingRefetchInterval({ processing_status: 'processing' })).toBe(MEDIA_PROCESSING_POLL_MS);
    expect(processingRefetchInterval({ processing_status: 'ready' })).toBe(false);
    expect(processingRefetchInterval({ processing_status: 'failed' })).toBe(false);
    expect(processingRefetchInterval(undefined)).toBe(false);
  });
});
