import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../i18n/i18n-setup.ts';
import { DateField } from './date-field.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

/** The field as a form holds it: the value the form keeps is shown beside it, so the test reads both. */
function Harness(props: { initial: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DateField label="Start date" value={value} onChange={setValue} data-testid="field-start" />
      <output data-testid="kept">{value === '' ? '(empty)' : value}</output>
    </>
  );
}

const renderField = (initial: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Harness initial={initial} />
      </MantineProvider>
    </I18nextProvider>,
  );

const input = () => screen.getByTestId('field-start') as HTMLInputElement;
const kept = () => screen.getByTestId('kept').textContent;

describe('DateField', () => {
  it('shows and takes dd.mm.yyyy from a Norwegian reader, keeping YYYY-MM-DD', async () => {
    await switchLanguage('nb');
    renderField('2031-03-14');
    expect(input().value).toBe('14.03.2031');
    expect(input().type).toBe('text');
    expect(input().placeholder).toBe('dd.mm.åååå');
    fireEvent.change(input(), { target: { value: '15.04.2031' } });
    expect(kept()).toBe('2031-04-15');
    fireEvent.blur(input());
    expect(input().value).toBe('15.04.2031');
  });

  it('takes an ISO day typed by anyone, and ignores a day that does not exist', async () => {
    await switchLanguage('nb');
    renderField('2031-03-14');
    fireEvent.change(input(), { target: { value: '2031-05-02' } });
    expect(kept()).toBe('2031-05-02');
    fireEvent.change(input(), { target: { value: '31.02.2031' } });
    expect(kept()).toBe('2031-05-02');
    fireEvent.blur(input());
    expect(input().value).toBe('02.05.2031');
  });

  it('shows YYYY-MM-DD in English', () => {
    renderField('2031-03-14');
    expect(input().value).toBe('2031-03-14');
    fireEvent.change(input(), { target: { value: '2031-04-15' } });
    expect(kept()).toBe('2031-04-15');
  });

  it('is emptied by the clear button and by deleting the text', async () => {
    await switchLanguage('nb');
    renderField('2031-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Tøm datoen' }));
    expect(kept()).toBe('(empty)');
    expect(input().value).toBe('');
    fireEvent.change(input(), { target: { value: '01.01.2032' } });
    expect(kept()).toBe('2032-01-01');
    fireEvent.change(input(), { target: { value: '' } });
    expect(kept()).toBe('(empty)');
  });

  it('opens a calendar in the reader’s language, starting on Monday, with named month buttons', async () => {
    await switchLanguage('nb');
    renderField('2031-03-14');
    input().focus();
    fireEvent.click(input());
    expect(await screen.findByRole('button', { name: 'Forrige måned' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Neste måned' })).toBeTruthy();
    // The month's own name is the level button's name, read as it is shown.
    expect(await screen.findByRole('button', { name: 'mars 2031' })).toBeTruthy();
    const weekdays = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(weekdays[0]?.toLowerCase()).toMatch(/^ma/);
  });
});
