import { createTheme, defaultVariantColorsResolver, parseThemeColor, type VariantColorsResolver } from '@mantine/core';

/**
 * Light variants (alerts, badges, light buttons) use shade 6 text by default, which is below the WCAG AA
 * contrast on their tinted background; shade 9 reads well in every colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const defaults = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return defaults;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return defaults;
  return { ...defaults, color: `var(--mantine-color-${parsed.color}-9)`, hoverColor: `var(--mantine-color-${parsed.color}-9)` };
};

/** One calm, accessible theme: indigo primary with enough contrast for text on white (WCAG AA). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  variantColorResolver,
});
