import { Button } from '@mantine/core';
import { IconBan, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../api/resources/abilities.ts';
import { enrollmentsApi } from '../../../api/resources/enrollments.ts';
import { Can } from '../../../components/can/can.tsx';
import { ResourceItemPage } from '../../../components/resource-screens/resource-item-page.tsx';
import { useEnrollmentActions } from '../../../features/enrollments/use-enrollment-actions.tsx';
import { enrollmentList } from './enrollment-config.tsx';

/** /admin/enrollments/:enrollment (an id): the enrollment's details, revoke or restore, delete. */
export function EnrollmentPage() {
  const { t } = useTranslation();
  const { revoke, restore } = useEnrollmentActions();
  return (
    <ResourceItemPage
      api={enrollmentsApi}
      param="enrollment"
      title={(item) =>
        `${item.course?.header ?? item.header} – ${item.enrollable?.header ?? t(`enrollments.enrolled_as.${item.enrollable_type}`)}`
      }
      list={enrollmentList}
      tabs={[{ route: 'admin.enrollment.update', labelKey: 'resource.page.details' }]}
      actions={(item) => (
        <>
          <Can ability="revoke" item={item}>
            <Button
              variant="light"
              color="orange"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => revoke(item)}
              data-testid="revoke"
            >
              {t('enrollments.revoke.action')}
            </Button>
          </Can>
          {item.is_revoked && can(item, 'update') && (
            <Button
              variant="light"
              leftSection={<IconRestore size={16} aria-hidden />}
              onClick={() => void restore(item).catch(() => undefined)}
              data-testid="restore"
            >
              {t('admin.enrollments.restore')}
            </Button>
          )}
        </>
      )}
    />
  );
}
