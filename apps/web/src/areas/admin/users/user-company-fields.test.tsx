import type { User } from '@academy/contracts/entities/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderAt } from '../../../test/resource-ui.tsx';
import { UserCompanyFields } from './user-company-fields.tsx';

/** Issue 21 §5: on the administrator's user page, each of the person's companies asks its own questions. */
const nordlys = entity(7, 'Nordlys AS', {
  name: 'Nordlys AS',
  settings: {
    custom_user_fields: [
      { key: 'employee_number', label: { en: 'Employee number', nb: 'Ansattnummer' }, required: true },
    ],
  },
});
const person = {
  ...entity(9, 'Kari Nordmann', { abilities: { update: true } }),
  custom_fields: { employee_number: '1042' },
  updated_at: '2026-01-01T00:00:00.000Z',
} as unknown as User;

// Updates go as POST with the method named in the body (spec §7 method spoofing).
const updates = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === `/api/v1/users/${person.uuid}`);

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe("a company's questions on the administrator's user page", { timeout: 30_000 }, () => {
  it("shows the company's fields with the person's answers under its name, and saves a change", async () => {
    const { calls } = fakeApi((call) => {
      if (call.url.pathname === `/api/v1/companies/${nordlys.id}`) return itemAnswer(nordlys);
      if (call.method === 'POST' && call.url.pathname === `/api/v1/users/${person.uuid}`)
        return itemAnswer(person, { message: 'Saved.' });
      return undefined;
    });
    renderAt(<UserCompanyFields user={person} company={{ id: nordlys.id, header: 'Nordlys AS' }} />);
    expect(await screen.findByText('Additional information for Nordlys AS')).toBeTruthy();
    const employee = screen.getByLabelText(/Employee number/) as HTMLInputElement;
    expect(employee.value).toBe('1042');
    expect(employee.required).toBe(true);
    fireEvent.change(employee, { target: { value: '2048' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0].body).toMatchObject({ custom_fields: { employee_number: '2048' } });
  });

  it('says so when the company cannot be read', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'Server error' } }));
    renderAt(<UserCompanyFields user={person} company={{ id: nordlys.id, header: 'Nordlys AS' }} />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
