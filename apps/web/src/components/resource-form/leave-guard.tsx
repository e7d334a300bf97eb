import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's blocker, closing
 * or reloading the tab through the browser's own prompt. `when` is read at navigation time.
 */
export function LeaveGuard(props: { when: () => boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      props.when() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (props.when()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [props.when]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('resource.form.leave_title')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      <Text size="sm">{t('resource.form.leave_text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus data-testid="leave-stay">
          {t('resource.form.leave_stay')}
        </Button>
        <Button color="red.8" onClick={() => blocker.proceed?.()} data-testid="leave-proceed">
          {t('resource.form.leave_proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
