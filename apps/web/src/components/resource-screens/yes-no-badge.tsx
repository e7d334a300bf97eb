import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A flag of an item (active, public) in a list cell: Yes in colour, No in grey. */
export function YesNoBadge(props: { value: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={props.value ? 'teal' : 'gray'}
      variant="light"
      // A narrow table column must not cut the word short.
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {t(props.value ? 'resource.table.yes' : 'resource.table.no')}
    </Badge>
  );
}
