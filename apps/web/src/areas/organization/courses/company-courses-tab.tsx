import type { Company } from '@academy/contracts/entities/company';
import { href } from '@academy/contracts/routes';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { can } from '../../../api/resources/abilities.ts';
import type { ResourcePageContext } from '../../../components/resource-page/resource-page.tsx';
import { CompanyCoursesTable } from '../../../features/courses/company-courses-table.tsx';
import { BuySeatsDialog } from '../seats/buy-seats-dialog.tsx';
import { SeatPurchasesTable } from '../seats/seat-purchases-table.tsx';

/**
 * /organization/courses (issue 21): the courses given to the company in scope, with the seats used and left
 * and the last day. Those who may change the company (its managers) get "Enroll", which opens the enrollment
 * form with the course chosen, and "Buy seats" (issue 24), which adds seats to the courses of a product; below the
 * courses, the seats the company bought. Heads read. A course's name opens the company's view of it.
 */
export function CompanyCoursesTab() {
  const { t } = useTranslation();
  const { item } = useOutletContext<ResourcePageContext<Company>>();
  const enroll = can(item, 'update');
  const [buying, setBuying] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" size="sm" style={{ flex: 1 }}>
          {t('organization.courses.given.note')}
        </Text>
        {enroll && (
          <Button
            onClick={() => setBuying(true)}
            leftSection={<IconShoppingCart size={16} aria-hidden />}
            data-testid="buy-seats"
          >
            {t('organization.seats.buy.action')}
          </Button>
        )}
      </Group>
      <CompanyCoursesTable
        from={{ company: { uuid: item.uuid }, filter: { company: String(item.id) } }}
        tableKey="organization-company-courses"
        label={t('organization.courses.given.title', { name: item.name })}
        // The course's name opens the company's view of it: who stands where, reminders, the log.
        rowHref={(course) => href('organization.course.show', { course: course.course?.uuid ?? '' })}
        enrollHref={
          enroll
            ? (course) => `${href('organization.enrollment.create')}?course=${course.course?.uuid ?? ''}`
            : undefined
        }
      />
      {enroll && (
        <>
          <Title order={2} size="h4" mt="md">
            {t('organization.seats.purchases.heading')}
          </Title>
          <SeatPurchasesTable company={item} />
        </>
      )}
      {buying && <BuySeatsDialog company={item} onClose={() => setBuying(false)} />}
    </Stack>
  );
}
