import { Typography } from '@mantine/core';

/**
 * Rich text written by authors (lesson, block, variant and chapter bodies). The server sanitises it against an
 * allow-list on every write (DESIGN §9), so it is shown as HTML inside Mantine's typography styles.
 */
export function RichText(props: { html: string | null | undefined; testId?: string }) {
  if (!props.html) return null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: authored course content is HTML by design.
    <Typography data-testid={props.testId} dangerouslySetInnerHTML={{ __html: props.html }} />
  );
}
