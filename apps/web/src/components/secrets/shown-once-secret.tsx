import { ActionIcon, Alert, Button, Code, CopyButton, Group, Stack, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A secret made for someone and shown this one time — an API key, a PIN code, a partner's key: the warning, the
 * value with a copy button, what else the caller says of it, and "Done". The value lives only in the caller's
 * state, so closing forgets it. A long key wraps anywhere; a short code is shown large and spaced.
 */
export function ShownOnceSecret(props: {
  value: string;
  look: 'key' | 'code';
  labels: { warning: string; copy: string; copied: string; done: string };
  /** Shown under the value: the customer key that goes with it, how long a code is valid. */
  details?: ReactNode;
  onDone: () => void;
  testIds: { shown: string; value: string; copy: string; done: string };
}) {
  const { labels, testIds } = props;
  return (
    <Stack gap="md" data-testid={testIds.shown}>
      <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {labels.warning}
      </Alert>
      <Group gap="xs" wrap="nowrap" align={props.look === 'key' ? 'flex-start' : 'center'}>
        {props.look === 'key' ? (
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }}
            data-testid={testIds.value}
          >
            {props.value}
          </Code>
        ) : (
          <Code fz="xl" fw={700} style={{ letterSpacing: '0.2em' }} data-testid={testIds.value}>
            {props.value}
          </Code>
        )}
        <CopyButton value={props.value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? labels.copied : labels.copy}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={labels.copy}
                data-testid={testIds.copy}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {props.details}
      <Group justify="flex-end">
        <Button onClick={props.onDone} data-testid={testIds.done}>
          {labels.done}
        </Button>
      </Group>
    </Stack>
  );
}
