import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { folderHref } from './media-manager-paths.ts';

/** My files › the parent folder (when there is one) › the page's own name (none on My files itself). */
export function MediaBreadcrumbs(props: {
  parent?: { id: number; header: string } | null;
  current?: string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={folderHref(null)}>
        {t('media.my_files')}
      </Anchor>
      {props.parent && (
        <Anchor component={Link} to={folderHref(props.parent.id)}>
          {props.parent.header}
        </Anchor>
      )}
      {props.current !== undefined && <Text>{props.current}</Text>}
    </Breadcrumbs>
  );
}
