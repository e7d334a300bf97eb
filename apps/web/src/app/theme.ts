import type {
  AnchorFactory,
  BadgeFactory,
  BreadcrumbsFactory,
  ExtendComponent,
  TabsFactory,
} from '@mantine/core';
import { createTheme } from '@mantine/core';

/** One calm, accessible theme: indigo primary with enough contrast for text on white (WCAG AA). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Plain objects typed as `X.extend(…)` would type them: calling `X.extend` (an identity function) imports the
  // component itself, which put Tabs, Breadcrumbs, Badge and Anchor into the first screen's download.
  components: {
    // One shade darker than the primary: a link keeps AA contrast on a striped or hovered table row too
    // (indigo.7 on the hover grey is 4.47:1).
    Anchor: { defaultProps: { c: 'indigo.8' } } satisfies ExtendComponent<AnchorFactory>,
    // A badge is never cut ("NOT …", issue 22 §2): Mantine's label hides its overflow, which lets a table squeeze
    // the badge below its text's width; a visible overflow makes the whole text the badge's minimum width.
    Badge: {
      styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } },
    } satisfies ExtendComponent<BadgeFactory>,
    // A breadcrumb trail wraps, and so does a long item in it (a question's text is its name): a phone has no
    // room for it on one line. Breadcrumbs puts its own class and style on each child, so this goes here.
    Breadcrumbs: {
      styles: {
        root: { flexWrap: 'wrap', rowGap: 4 },
        breadcrumb: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      },
    } satisfies ExtendComponent<BreadcrumbsFactory>,
    // A tab list stays one line (issue 22 §2): when its tabs do not fit, the list scrolls sideways instead of
    // wrapping a tab onto a line of its own, and a tab never squeezes its label onto two lines.
    Tabs: {
      styles: {
        list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
        tab: { flexShrink: 0, whiteSpace: 'nowrap' },
      },
    } satisfies ExtendComponent<TabsFactory>,
  },
});
