import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../i18n/area-texts.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, listAnswer, renderAt } from '../../test/resource-ui.tsx';
import { EnrollForm } from './enroll-form.tsx';

const nordlys = { id: 1, uuid: '00000000-0000-4000-8000-000000000001', header: 'Nordlys AS' };
const sales = entity(11, 'Sales');
const safety = entity(21, 'Workplace Safety');

// The form's texts are the enrollments feature's, loaded with the area that shows it.
beforeAll(() => loadAreaTexts('organization'));
afterEach(() => vi.unstubAllGlobals());

/** Lists of departments, users and courses; the enrollment create answers with `created` (or a 422). */
function server(create: (call: FakeCall) => { status?: number; body: unknown }) {
  return fakeApi((call) => {
    if (call.method === 'POST' && call.url.pathname === '/api/v1/enrollments') return create(call);
    if (call.url.pathname === '/api/v1/departments') return listAnswer([sales]);
    if (call.url.pathname === '/api/v1/users') return listAnswer([]);
    if (call.url.pathname === '/api/v1/courses') return listAnswer([safety]);
    return undefined;
  });
}

/** Opens a reference select and picks the option (the list endpoint answers on opening). */
async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  input.focus();
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const lists = (calls: FakeCall[], segment: string) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === `/api/v1/${segment}`);

describe('EnrollForm', { timeout: 30_000 }, () => {
  it('asks for a course and whom to enroll before sending anything', async () => {
    const { calls } = server(() => ({ body: {} }));
    renderAt(<EnrollForm company={nordlys} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('At least one course is required.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("offers only the company's departments, and enrolls one recurring with its pause", async () => {
    const onSaved = vi.fn();
    const created = entity(31, 'Workplace Safety', { enrollable_type: 'department' });
    const { calls } = server(() => ({ status: 201, body: itemAnswer(created).body }));
    renderAt(<EnrollForm company={nordlys} onSaved={onSaved} />);
    fireEvent.click(screen.getByLabelText('Department'));
    await choose('Department', 'Sales');
    expect(lists(calls, 'departments').at(-1)?.url.searchParams.get('filter[company]')).toBe('1');
    await choose('Course', 'Workplace Safety');
    fireEvent.change(screen.getByLabelText('Start date', { exact: false }), {
      target: { value: '2030-01-01' },
    });
    fireEvent.change(screen.getByLabelText('End date', { exact: false }), {
      target: { value: '2030-01-31' },
    });
    fireEvent.click(screen.getByLabelText('Recurring', { exact: false }));
    fireEvent.change(screen.getByLabelText('Pause in days', { exact: false }), { target: { value: '14' } });
    expect(screen.getByTestId('enroll-next').textContent).toBe(
      'The next period starts on 2030-02-15 and ends on 2030-03-17 (30 days).',
    );
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 31 })));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      course_id: safety.uuid,
      enrollable_type: 'department',
      enrollable_id: sales.uuid,
      company_id: nordlys.uuid,
      start_date: '2030-01-01',
      end_date: '2030-01-31',
      is_recurring: true,
      recur_after_days: 14,
    });
  });

  it('enrolls the whole company of its page without asking which, and shows a recurring one needs an end', async () => {
    const { calls } = server(() => ({ status: 201, body: itemAnswer(entity(32, 'x')).body }));
    renderAt(<EnrollForm company={nordlys} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByLabelText('The whole company'));
    expect(screen.getByTestId('enroll-grantee').textContent).toBe('The whole company: Nordlys AS');
    await choose('Course', 'Workplace Safety');
    fireEvent.click(screen.getByLabelText('Recurring', { exact: false }));
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's 422 on its field (spec §5: an access pass already issued)", async () => {
    const message = 'There is already an access pass issued for one of the selected courses.';
    server(() => ({
      status: 422,
      body: { message: 'validation.errors_summary', errors: { course_id: [message] } },
    }));
    const onSaved = vi.fn();
    renderAt(
      <EnrollForm
        enrollable={{ type: 'user', uuid: 'u-1', header: 'Lene Larsen' }}
        company={nordlys}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByTestId('enroll-grantee').textContent).toBe('Person: Lene Larsen');
    await choose('Course', 'Workplace Safety');
    fireEvent.click(screen.getByTestId('form-submit'));
    const field = screen.getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByTestId('enroll-form').textContent).toContain(message);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
