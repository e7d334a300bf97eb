import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of an admin create screen: breadcrumbs back to the list, a heading, the form. */
export function AdminCreatePage(props: {
  titleKey: string;
  list: { to: string; labelKey: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={props.list.to}>
          {t(props.list.labelKey)}
        </Anchor>
        <Text>{t(props.titleKey)}</Text>
      </Breadcrumbs>
      <Title order={1}>{t(props.titleKey)}</Title>
      {props.children}
    </Stack>
  );
}
