import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page between the list and the current one (e.g. a chapter's book), already translated or named. */
export type Crumb = { to: string; label: string };

/**
 * The way back from an item's page or a create page to its list: the list's name, the pages in between (a
 * chapter's book and parent chapters), then where we are.
 */
export function ListBreadcrumbs(props: {
  list: { to: string; labelKey: string };
  trail?: readonly Crumb[];
  current: string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={props.list.to}>
        {t(props.list.labelKey)}
      </Anchor>
      {props.trail?.map((crumb) => (
        <Anchor key={crumb.to} component={Link} to={crumb.to}>
          {crumb.label}
        </Anchor>
      ))}
      <Text>{props.current}</Text>
    </Breadcrumbs>
  );
}
