import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../../api/use-session.ts';
import { BrandMark } from '../../../components/brand-mark.tsx';

export type Branding = {
  name: string;
  logo: string | null;
  headerColor: string | null;
  /** The company's header link (spec §3: header link URL and label), as its own shell shows it. */
  link?: { url: string; label: string | null } | null;
};

/** A readable text colour on a company's header colour (WCAG contrast against white or near-black). */
export function textOn(hex: string | null): string {
  const match = hex ? /^#?([0-9a-f]{6})$/i.exec(hex) : null;
  if (!match) return 'var(--mantine-color-white)';
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.179 ? '#1a1b1e' : '#ffffff';
}

/** The card of a guest page; with company branding its header band takes the company's logo and colour. */
export function GuestCard(props: {
  title: string;
  subtitle?: ReactNode;
  branding?: Branding | null;
  children: ReactNode;
}) {
  const session = useSession();
  const branding = props.branding;
  const headerColor = branding?.headerColor ?? null;
  return (
    <Paper withBorder shadow="md" radius="lg" style={{ overflow: 'hidden' }}>
      <Box
        px="xl"
        py="lg"
        data-testid="guest-card-header"
        style={{
          background: headerColor ?? 'var(--mantine-color-indigo-7)',
          color: textOn(headerColor ?? '#3b5bdb'),
        }}
      >
        <Group justify="space-between" wrap="wrap" gap="sm">
          <BrandMark
            name={branding?.name ?? session?.tenant.name ?? ''}
            logo={branding ? branding.logo : (session?.tenant.logo ?? null)}
            color="inherit"
            size="lg"
          />
          {branding?.link && (
            <Anchor
              href={branding.link.url}
              target="_blank"
              rel="noopener noreferrer"
              c="inherit"
              fw={600}
              size="sm"
              data-testid="guest-card-link"
            >
              {branding.link.label || branding.link.url}
            </Anchor>
          )}
        </Group>
      </Box>
      <Stack p="xl" gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {props.title}
          </Title>
          {props.subtitle && (
            <Text c="dimmed" size="sm">
              {props.subtitle}
            </Text>
          )}
        </Stack>
        {props.children}
      </Stack>
    </Paper>
  );
}
