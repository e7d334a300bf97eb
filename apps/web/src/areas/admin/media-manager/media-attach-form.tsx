import type { Media } from '@academy/contracts/entities/media';
import { Button, Group, Select } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaAttachmentsApi } from '../../../api/resources/media-attachments.ts';
import { ReferenceSelect } from '../../../components/reference-select/reference-select.tsx';
import { type AttachableType, attachableSegments } from './media-use-links.ts';

const types = Object.keys(attachableSegments) as AttachableType[];

/**
 * Attach the media to a lesson, block, course, course variant or product (spec §5: at most one media item
 * per item; the server's refusal shows as its message).
 */
export function MediaAttachForm(props: { media: Media }) {
  const { t } = useTranslation();
  const [type, setType] = useState<AttachableType>('lesson');
  const [target, setTarget] = useState<string | null>(null);
  const attach = mediaAttachmentsApi.useCreate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!target) return;
        attach.mutate(
          { media_id: props.media.id, attachment_type: type, attachment_id: target },
          { onSuccess: () => setTarget(null) },
        );
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('media.attach.type')}
          data={types.map((value) => ({ value, label: t(`media.attachment_types.${value}`) }))}
          value={type}
          onChange={(value) => {
            if (!value) return;
            setType(value as AttachableType);
            setTarget(null);
          }}
          allowDeselect={false}
          w={200}
          data-testid="attach-type"
        />
        <ReferenceSelect
          key={type}
          segment={attachableSegments[type]}
          label={t(`media.attachment_types.${type}`)}
          value={target}
          onChange={setTarget}
          data-testid="attach-target"
        />
        <Button
          type="submit"
          leftSection={<IconLink size={16} aria-hidden />}
          disabled={!target}
          loading={attach.isPending}
          data-testid="attach-submit"
        >
          {t('media.attach.submit')}
        </Button>
      </Group>
    </form>
  );
}
