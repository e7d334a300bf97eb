import { createRequire } from 'node:module';

/**
 * The TrueType fonts embedded in certificates. PDF's standard fonts cannot encode every name (ł, ő, Cyrillic
 * …), so the certificate embeds DejaVu, which covers them. The fonts come with the npm package
 * `dejavu-fonts-ttf` (a dependency of the server), so no system font package is needed on any machine.
 */
export type CertificateFonts = { serif: string; serifBold: string; sans: string; sansBold: string };

const files = {
  serif: 'DejaVuSerif.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
} as const;

const resolveFont = (file: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);

let found: CertificateFonts | null = null;

export function certificateFonts(): CertificateFonts {
  found ??= {
    serif: resolveFont(files.serif),
    serifBold: resolveFont(files.serifBold),
    sans: resolveFont(files.sans),
    sansBold: resolveFont(files.sansBold),
  };
  return found;
}
