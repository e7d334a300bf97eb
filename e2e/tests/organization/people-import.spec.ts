import { companyCourseContract } from '@academy/contracts/entities/company-course';
import { courseContract } from '@academy/contracts/entities/course';
import { choose, openAs } from '../../support/admin-people.ts';
import { companyUuid } from '../../support/api.ts';
import { type ApiCaller, createResource } from '../../support/api-call.ts';
import { apiToken } from '../../support/demo-courses.ts';
import { expect, test, users } from '../../support/fixtures.ts';
import { ownServer } from '../../support/server.ts';
import { expectSnackbar } from '../../support/snackbars.ts';

/**
 * Issue 21 §3, bulk work: manager@ imports a small CSV into Nordlys (the preview marks a bad row and offers no
 * import; the fixed file imports), then selects the two new people in the users list and enrolls them in a
 * course given to Nordlys in one step. In English with axe on the new screens; then a short look at the
 * Norwegian texts. On a server of its own, since it writes.
 */
test.describe.configure({ mode: 'default', timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const server = ownServer();
const courseName = 'Bulk Enroll Safety';
const header = 'first_name,last_name,email,departments,is_manager';
const badFile = [
  header,
  'Ivar,Importsen,ivar.importsen@example.test,Sales,no',
  'Tone,Importsen,not-an-address,,no',
];
const goodFile = [
  header,
  'Ivar,Importsen,ivar.importsen@example.test,Sales,no',
  'Tone,Importsen,tone.importsen@example.test,,no',
];
const csv = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});

test('people import: a CSV previewed, fixed and imported; two people enrolled at once (en)', async ({
  page,
  request,
  axe,
}) => {
  const base = server.baseURL;
  const admin: ApiCaller = { request, baseURL: base, token: await apiToken(request, base, users.admin) };
  const course = await createResource(admin, courseContract, { name: courseName, is_active: true });
  await createResource(admin, companyCourseContract, {
    company_id: await companyUuid(request, base, 'nordlys'),
    course_id: course.uuid,
  });

  await test.step('the preview marks the bad row and offers no import', async () => {
    await openAs(page, request, base, users.manager, 'en', '/organization/users');
    await page.getByTestId('import-people').click();
    await expect(page).toHaveURL(/\/organization\/users\/import$/);
    await expect(page.getByText('No file chosen yet')).toBeVisible();
    await axe();
    await page.locator('input[type="file"]').setInputFiles(csv('people.csv', badFile));
    const bad = page.getByTestId('import-row-3');
    await expect(bad).toContainText('This is not a valid e-mail address.');
    await expect(page.getByTestId('import-blocked')).toBeVisible();
    await expect(page.getByTestId('import-submit')).toHaveCount(0);
    await axe();
  });

  await test.step('the fixed file imports both people', async () => {
    await page.locator('input[type="file"]').setInputFiles(csv('people-fixed.csv', goodFile));
    await expect(page.getByTestId('import-counts')).toContainText('2 new');
    await page.getByTestId('import-submit').click();
    await expect(page.getByTestId('import-done')).toContainText('2 people added, 0 updated, 0 unchanged.');
  });

  await test.step('both selected in the users list and enrolled in one step', async () => {
    await page.goto(`${base}/organization/users?search=Importsen`);
    const table = page.getByTestId('resource-table');
    await expect(table.getByRole('link', { name: 'Tone Importsen', exact: true })).toBeVisible();
    await page.getByLabel('Select Ivar Importsen').check();
    await page.getByLabel('Select Tone Importsen').check();
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Enroll in course' }).click();
    await expect(page.getByTestId('bulk-enroll-form')).toBeVisible();
    await choose(page, 'Course', 'Bulk Enroll', courseName);
    await axe();
    await page.getByRole('button', { name: 'Enroll 2 people' }).click();
    await expectSnackbar(page, '2 people enrolled.');
    await page.goto(`${base}/organization/enrollments?filter[course]=${course.uuid}`);
    await expect(
      page.getByTestId('resource-table').getByRole('row').filter({ hasText: 'Importsen' }),
    ).toHaveCount(2);
  });
});

test('people import: the Norwegian texts of the import screen (nb)', async ({ page, request }) => {
  const base = server.baseURL;
  await openAs(page, request, base, users.manager, 'nb', '/organization/users/import');
  await expect(page.getByRole('heading', { name: 'Importer personer' })).toBeVisible();
  await expect(page.getByText('Ingen fil valgt ennå')).toBeVisible();
  await expect(page.getByTestId('import-template')).toHaveText('Last ned mal');
});
