import { Button, Kbd } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Opens the global search spotlight; Ctrl+K / ⌘K does the same from anywhere. */
export function SearchButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="compact-md"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        <Kbd size="xs" visibleFrom="sm">
          Ctrl K
        </Kbd>
      }
      onClick={() => spotlight.open()}
      data-testid="search-button"
    >
      {t('search.open')}
    </Button>
  );
}
