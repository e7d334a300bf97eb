import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificateFonts } from './certificate-fonts.ts';

describe('certificate fonts', () => {
  it('come from the dejavu-fonts-ttf package, so a machine without system fonts can issue certificates', () => {
    for (const path of Object.values(certificateFonts())) {
      expect(path).toMatch(/\/node_modules\/dejavu-fonts-ttf\/ttf\/DejaVu(Sans|Serif)(-Bold)?\.ttf$/);
      expect(existsSync(path)).toBe(true);
      // A TrueType file starts with the sfnt version 1.0.
      expect(readFileSync(path).subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    }
  });
});
