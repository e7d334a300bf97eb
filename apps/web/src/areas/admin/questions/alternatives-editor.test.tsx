import type { Question } from '@academy/contracts/entities/question';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, type FakeCall, fakeApi, itemAnswer, renderAt } from '../../../test/resource-ui.tsx';
import { AlternativesEditor } from './alternatives-editor.tsx';

const alternative = (id: number, text: string, sortOrder: number, correct: 0 | 1) => ({
  ...entity(id, text),
  question_id: 7,
  text,
  sort_order: sortOrder,
  is_correct: correct,
});

function question(extra: Partial<Question> = {}): Question {
  return {
    ...entity(7, 'Which are hazards?'),
    text: 'Which are hazards?',
    hint: null,
    language_id: 1,
    language: null,
    alternatives: [
      alternative(11, 'Loose cable', 1, 1),
      alternative(12, 'Blocked exit', 2, 0),
      alternative(13, 'Holiday plans', 3, 0),
    ],
    alternatives_count: 3,
    multiple_correct_alternatives: false,
    abilities: { view: true, update: true, delete: true, clone: true },
    ...extra,
  };
}

const uuidOf = (id: number) => entity(id, '').uuid;
const writes = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url.pathname}`);

/** The alternatives API; `refuse` names what it answers with an error. */
function server(refuse: { deleteInUse?: boolean; bulk422?: boolean } = {}) {
  return fakeApi((call) => {
    const path = call.url.pathname;
    if (!path.startsWith('/api/v1/question_alternatives')) return undefined;
    if (call.method === 'DELETE')
      return refuse.deleteInUse
        ? { status: 409, body: { message: 'http.conflict' } }
        : itemAnswer(alternative(13, 'Holiday plans', 3, 0), { message: 'Alternative deleted.' });
    if (call.method === 'PATCH')
      return refuse.bulk422
        ? {
            status: 422,
            body: { message: 'validation.errors_summary', errors: { '1.text': ['validation.max_length'] } },
          }
        : {
            body: {
              data: {
                items: [],
                meta: { uuid: 'm', request: null, relations: ['questions'], message: 'Alternatives saved.' },
              },
            },
          };
    if (call.method === 'POST' && path === '/api/v1/question_alternatives')
      return itemAnswer(alternative(20, 'Wet floor', 3, 0), { message: 'Alternative created.' });
    if (call.method === 'POST')
      return itemAnswer(alternative(11, 'x', 1, 1), { message: 'Alternative saved.' });
    return undefined;
  });
}

const textOf = (number: number) => screen.getByLabelText(`Alternative ${number}`) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByTestId('alternatives-save'));

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('AlternativesEditor', { timeout: 30_000 }, () => {
  it('shows the alternatives in order with the correct ones ticked, and nothing to save yet', () => {
    server();
    renderAt(<AlternativesEditor question={question()} />);
    expect([1, 2, 3].map((number) => textOf(number).value)).toEqual([
      'Loose cable',
      'Blocked exit',
      'Holiday plans',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Correct (alternative 1)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Correct (alternative 2)' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByTestId('correct-count').textContent).toBe('1 correct');
    expect(screen.getByTestId('alternatives-save')).toHaveProperty('disabled', true);
  });

  it('saves removals, changes and additions: deletes, one bulk update of the changed ones, creates', async () => {
    const { calls, snackbars } = server();
    renderAt(<AlternativesEditor question={question()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Correct (alternative 2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move alternative 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove alternative 3' }));
    // The focus goes on at the alternative before the removed last one.
    await waitFor(() => expect(document.activeElement).toBe(textOf(2)));
    fireEvent.click(screen.getByTestId('alternative-add'));
    // The new alternative's text takes the focus, ready to type.
    await waitFor(() => expect(document.activeElement).toBe(textOf(3)));
    fireEvent.change(textOf(3), { target: { value: 'Wet floor' } });
    expect(screen.getByTestId('correct-count').textContent).toBe('2 correct');
    save();
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        `DELETE /api/v1/question_alternatives/${uuidOf(13)}`,
        'PATCH /api/v1/question_alternatives/12,11',
        'POST /api/v1/question_alternatives',
      ]),
    );
    const [remove, bulk, create] = calls.filter((call) => call.method !== 'GET');
    expect(remove.body).toEqual({ uuid: uuidOf(13) });
    expect(bulk.body).toEqual([
      { id: 12, text: 'Blocked exit', sort_order: 1, is_correct: 1 },
      { id: 11, text: 'Loose cable', sort_order: 2, is_correct: 1 },
    ]);
    expect(create.body).toEqual({ question_id: 7, text: 'Wet floor', sort_order: 3, is_correct: 0 });
    await waitFor(() =>
      expect(snackbars).toEqual([
        { color: 'green', message: 'Alternative deleted. Alternatives saved. Alternative created.' },
      ]),
    );
  });

  it('sends one changed alternative as the ordinary update of that alternative', async () => {
    const { calls } = server();
    renderAt(<AlternativesEditor question={question()} />);
    fireEvent.change(textOf(3), { target: { value: 'A colleague’s holiday plans' } });
    save();
    await waitFor(() => expect(writes(calls)).toEqual([`POST /api/v1/question_alternatives/${uuidOf(13)}`]));
    expect(calls.at(-1)?.body).toEqual({
      text: 'A colleague’s holiday plans',
      sort_order: 3,
      is_correct: 0,
      _method: 'PATCH',
    });
  });

  it('asks for a text before anything is sent', async () => {
    const { calls } = server();
    renderAt(<AlternativesEditor question={question()} />);
    fireEvent.click(screen.getByTestId('alternative-add'));
    save();
    expect(await screen.findByText('Text is required.')).toBeTruthy();
    expect(textOf(4).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
  });

  it('puts a 422 of the bulk update on the alternative it names', async () => {
    server({ bulk422: true });
    renderAt(<AlternativesEditor question={question()} />);
    fireEvent.change(textOf(1), { target: { value: 'Loose cables' } });
    fireEvent.change(textOf(2), { target: { value: 'x'.repeat(30) } });
    save();
    // "1.text" is the second item sent, the second alternative.
    await waitFor(() => expect(textOf(2).getAttribute('aria-invalid')).toBe('true'));
    expect(textOf(1).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says why an alternative learners chose is not removed, and keeps the draft', async () => {
    const { calls } = server({ deleteInUse: true });
    renderAt(<AlternativesEditor question={question()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove alternative 3' }));
    save();
    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe('This item was changed or is in use; the change was not saved.');
    expect(writes(calls)).toEqual([`DELETE /api/v1/question_alternatives/${uuidOf(13)}`]);
    expect(screen.getAllByTestId('alternative-row')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('alternatives-reset'));
    expect(screen.getAllByTestId('alternative-row')).toHaveLength(3);
  });

  it('offers no change where the question’s abilities deny update', () => {
    server();
    renderAt(<AlternativesEditor question={question({ abilities: { view: true, update: false } })} />);
    expect(textOf(1).disabled).toBe(true);
    const rows = screen.getAllByTestId('alternative-row');
    expect(within(rows[0]).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByTestId('alternatives-save')).toBeNull();
  });
});
