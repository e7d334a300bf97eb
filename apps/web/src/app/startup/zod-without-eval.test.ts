import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';

describe('zod without eval', () => {
  it('is configured jitless before zod loads, and zod reads it', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And a parse still works.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
