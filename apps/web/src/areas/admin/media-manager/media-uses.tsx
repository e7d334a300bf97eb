import type { Media } from '@academy/contracts/entities/media';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUseHref } from './media-use-links.ts';

/** Everything that uses the media (attachments and items naming it), linked where an admin page exists. */
export function MediaUses(props: { media: Media }) {
  const { t } = useTranslation();
  const uses = props.media.attached_to;
  if (uses.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="media-uses-empty">
        {t('media.uses.empty')}
      </Text>
    );
  return (
    <List data-testid="media-uses">
      {uses.map((use) => {
        const to = mediaUseHref(use);
        const label = `${t(`media.attachment_types.${use.type}`)}: ${use.header}`;
        return (
          <List.Item key={`${use.type}-${use.id}-${use.assignment}`}>
            {to ? (
              <Anchor component={Link} to={to}>
                {label}
              </Anchor>
            ) : (
              label
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
