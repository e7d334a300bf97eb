import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The update page's delete button (shown by the page only where the abilities allow it). */
export function DeleteButton(props: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      onClick={props.onClick}
      data-testid="delete"
    >
      {t('resource.delete.action')}
    </Button>
  );
}
