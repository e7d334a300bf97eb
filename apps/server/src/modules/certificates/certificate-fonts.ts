import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The TrueType fonts embedded in certificates. PDF's standard fonts cannot encode every name (ł, ő, Cyrillic
 * …), so the certificate embeds DejaVu (Debian package `fonts-dejavu-core`, installed by CI). Looked up in
 * the usual font folders; nothing is downloaded.
 */
export type CertificateFonts = { serif: string; serifBold: string; sans: string; sansBold: string };

const folders = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
  '/usr/local/share/fonts/dejavu',
  '/opt/homebrew/share/fonts/dejavu',
];

const files = {
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
} as const;

let found: CertificateFonts | null = null;

export function certificateFonts(): CertificateFonts {
  if (found) return found;
  const folder = folders.find((candidate) =>
    Object.values(files).every((file) => existsSync(join(candidate, file))),
  );
  if (!folder)
    throw new Error(
      'Certificate fonts not found: install the DejaVu fonts (Debian: apt-get install -y fonts-dejavu-core).',
    );
  found = {
    serif: join(folder, files.serif),
    serifBold: join(folder, files.serifBold),
    sans: join(folder, files.sans),
    sansBold: join(folder, files.sansBold),
  };
  return found;
}
