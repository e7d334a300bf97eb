/**
 * A readable text colour on a company's colour: near-black or white, whichever contrasts more (WCAG relative
 * luminance; the switch point keeps at least 4.5:1 either side). Anything but a six-digit hex gets white.
 */
export function textOn(hex: string | null): string {
  const match = hex ? /^#?([0-9a-f]{6})$/i.exec(hex) : null;
  if (!match) return '#ffffff';
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.179 ? '#1a1b1e' : '#ffffff';
}
