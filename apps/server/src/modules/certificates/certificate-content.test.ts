import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTenantLogo } from './certificate-content.ts';
import { certificateDisposition, slug } from './certificate-file-name.ts';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('tenant logo on certificates', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'logo-'));
  writeFileSync(join(dataDir, 'logo.png'), png);
  writeFileSync(join(dataDir, 'logo.svg'), '<svg/>');

  it('reads PNG or JPEG from a data URL or a file inside DATA_DIR', async () => {
    expect(await readTenantLogo(`data:image/png;base64,${png.toString('base64')}`, dataDir)).toEqual(png);
    expect(await readTenantLogo('logo.png', dataDir)).toEqual(png);
    expect(await readTenantLogo('/logo.png', dataDir)).toEqual(png);
    expect(await readTenantLogo(join(dataDir, 'logo.png'), dataDir)).toEqual(png);
  });

  it('prints the name only for no logo, a remote URL, another format or a missing file', async () => {
    expect(await readTenantLogo(null, dataDir)).toBeNull();
    expect(await readTenantLogo('https://cdn.example.test/logo.png', dataDir)).toBeNull();
    expect(await readTenantLogo('logo.svg', dataDir)).toBeNull();
    expect(await readTenantLogo('missing.png', dataDir)).toBeNull();
    // Nothing outside DATA_DIR, however the path is written.
    expect(await readTenantLogo(join(dataDir, 'logo.png'), join(dataDir, 'sub'))).toBeNull();
    expect(await readTenantLogo('../logo.png', join(dataDir, 'sub'))).toBeNull();
  });
});

describe('certificate file names', () => {
  it('spells Nordic and Polish letters in ASCII and keeps the real name in filename*', () => {
    expect(slug('Åse Øvrebø-Łęcka Straße')).toBe('ase-ovrebo-lecka-strasse');
    expect(
      certificateDisposition('attachment', {
        prefix: 'certificate',
        course: 'Fire / "safety"',
        learner: 'Ærlig',
        date: '2026-01-02',
      }),
    ).toBe(
      `attachment; filename="certificate-fire-safety-aerlig-2026-01-02.pdf"; filename*=UTF-8''${encodeURIComponent('certificate Fire safety Ærlig 2026-01-02.pdf')}`,
    );
  });
});
