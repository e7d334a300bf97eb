import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../../api/use-session.ts';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { textOn } from '../../../components/readable-text.ts';

export type Branding = {
  name: string;
  logo: string | null;
  headerColor: string | null;
  /** The company's header link (spec §3: header link URL and label), as its own shell shows it. */
  link?: { url: string; label: string | null } | null;
};

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
