import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from an item's page or a create page to its list: the list's name, then where we are. */
export function ListBreadcrumbs(props: { list: { to: string; labelKey: string }; current: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={props.list.to}>
        {t(props.list.labelKey)}
      </Anchor>
      {/* A long name is cut with an ellipsis rather than widening the page on a phone. */}
      <Text truncate="end" miw={0}>
        {props.current}
      </Text>
    </Breadcrumbs>
  );
}
