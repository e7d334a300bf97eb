import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { WithAbilities } from '../../api/resources/abilities.ts';
import { Can } from '../can/can.tsx';

/**
 * The logo an item (the tenant, a company) has now, and the way to remove it: the form's file field can only
 * replace a logo. The texts are the screen's, as each area words them.
 */
export function CurrentLogo(props: {
  item: WithAbilities & { logo: string | null };
  texts: { title: string; alt: string; none: string; remove: string };
  removing: boolean;
  onRemove: () => void;
}) {
  const { item, texts } = props;
  return (
    <Paper withBorder radius="md" p="lg" maw={680}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {texts.title}
        </Text>
        {item.logo ? (
          <Group justify="space-between" wrap="nowrap">
            <Image src={item.logo} alt={texts.alt} h={48} w="auto" fit="contain" data-testid="current-logo" />
            <Can ability="update" item={item}>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={props.removing}
                onClick={props.onRemove}
                data-testid="remove-logo"
              >
                {texts.remove}
              </Button>
            </Can>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" data-testid="no-logo">
            {texts.none}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
