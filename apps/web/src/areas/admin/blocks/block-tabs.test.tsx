import type { Block } from '@academy/contracts/entities/block';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import {
  entity,
  type FakeCall,
  fakeApi,
  itemAnswer,
  listAnswer,
  renderWithRouter,
} from '../../../test/resource-ui.tsx';
import { BlockAccessTab } from './block-access-tab.tsx';
import { BlockPreviewTab } from './block-preview-tab.tsx';
import { BlockQuestionsTab } from './block-questions-tab.tsx';

const summary = (id: number, header: string, sortOrder: number) => ({
  ...entity(id, header),
  text: header,
  hint: null,
  pivot: { sort_order: sortOrder },
});
const block: Block = {
  ...entity(5, 'Evacuation'),
  title: 'Evacuation',
  body: '<p>Walk, do not run.</p>',
  media_id: null,
  media_uuid: null,
  media: null,
  questions_limit: 1,
  language_id: 1,
  language: null,
  questions_count: 2,
  is_active: true,
  // The block's order: "Where do we meet?" first.
  questions: [summary(31, 'Which exits are safe?', 2), summary(32, 'Where do we meet?', 1)],
  abilities: { view: true, update: true, delete: true, clone: true },
};
const alternative = (id: number, text: string, sortOrder: number) =>
  entity(id, text, { question_id: 31, text, sort_order: sortOrder, is_correct: 1 });
const question = (id: number, text: string, alternatives: ReturnType<typeof alternative>[]) =>
  entity(id, text, { text, hint: null, alternatives, multiple_correct_alternatives: false });

const nordlys = entity(3, 'Nordlys AS');
const sales = entity(8, 'Sales');
const passport = entity(61, 'Nordlys AS', {
  block_id: 5,
  block: null,
  grantable_type: 'company',
  grantable_id: 3,
  grantable: nordlys,
});

/** A block page's tab at `path`, with the block as the page's outlet context. */
function renderTab(tab: ReactNode, path: string, extra: { path: string; element: ReactNode }[] = []) {
  return renderWithRouter(
    [
      {
        path: '/admin/blocks/:block',
        element: <Outlet context={{ item: block }} />,
        children: [{ path: path.split('/').slice(4).join('/'), element: tab }, ...extra],
      },
    ],
    path,
  );
}

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the block page tabs', { timeout: 30_000 }, () => {
  it('access control: lists who may see the block, gives a department access and takes one away', async () => {
    const { calls } = fakeApi((call) => {
      const path = call.url.pathname;
      if (path === '/api/v1/blocks-passports' && call.method === 'GET') return listAnswer([passport]);
      if (path === '/api/v1/blocks-passports')
        return itemAnswer(passport, { message: 'Block access created.' });
      if (path === `/api/v1/blocks-passports/${passport.uuid}`) return itemAnswer(passport);
      if (path === '/api/v1/departments') return listAnswer([sales]);
      return undefined;
    });
    renderTab(<BlockAccessTab />, `/admin/blocks/${block.uuid}/access-control`);
    const row = await screen.findByTestId('passport');
    expect(row.textContent).toContain('Company');
    expect(row.textContent).toContain('Nordlys AS');
    expect(calls[0].url.searchParams.get('filter[block]')).toBe(block.uuid);

    fireEvent.click(screen.getByTestId('grant-type'));
    fireEvent.click(await screen.findByRole('option', { name: 'Department', hidden: true }));
    const target = screen.getByRole('combobox', { name: 'Department' });
    target.focus();
    fireEvent.click(target);
    fireEvent.change(target, { target: { value: 'Sal' } });
    fireEvent.click(await screen.findByRole('option', { name: /Sales/, hidden: true }));
    fireEvent.click(screen.getByTestId('grant-submit'));
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        { block_id: 5, grantable_type: 'department', grantable_id: '8' },
      ]),
    );

    fireEvent.click(within(row).getByRole('button', { name: 'Remove access for Nordlys AS' }));
    fireEvent.change(await screen.findByTestId('confirm-action-input'), { target: { value: 'DELETE' } });
    fireEvent.click(screen.getByTestId('confirm-action-submit'));
    await waitFor(() =>
      expect(writes(calls).map((call) => `${call.method} ${call.url.pathname}`)).toContain(
        `DELETE /api/v1/blocks-passports/${passport.uuid}`,
      ),
    );
  });

  it('questions: lists them in the block’s order and writes a new one into the block', async () => {
    const created = question(99, 'What does the alarm sound like?', []);
    const { calls } = fakeApi((call) =>
      call.method === 'POST' && call.url.pathname === '/api/v1/questions'
        ? itemAnswer(created, { message: 'Question created.' })
        : undefined,
    );
    const { router } = renderTab(<BlockQuestionsTab />, `/admin/blocks/${block.uuid}/questions`, [
      { path: 'questions/:question', element: <p>The question page</p> },
    ]);
    const names = screen
      .getAllByTestId('linked-item')
      .map((row) => within(row).getByRole('link').textContent);
    expect(names).toEqual(['Where do we meet?', 'Which exits are safe?']);
    fireEvent.click(screen.getByTestId('new-question'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Question' }), {
      target: { value: 'What does the alarm sound like?' },
    });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(writes(calls).map((call) => call.body)).toEqual([
        { text: 'What does the alarm sound like?', block_id: 5 },
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/blocks/${block.uuid}/questions/99`),
    );
  });

  it('preview: the block as learners read it, then its questions in order as the quiz asks them', async () => {
    fakeApi((call) =>
      call.url.pathname === '/api/v1/questions'
        ? listAnswer([
            question(31, 'Which exits are safe?', [alternative(1, 'The marked ones', 1)]),
            question(32, 'Where do we meet?', [
              alternative(2, 'In the car park', 1),
              alternative(3, 'At home', 2),
            ]),
          ])
        : undefined,
    );
    renderTab(<BlockPreviewTab />, `/admin/blocks/${block.uuid}/preview`);
    expect(screen.getByRole('article', { name: 'Evacuation' }).textContent).toContain('Walk, do not run.');
    const cards = await screen.findAllByTestId('question-card');
    expect(cards.map((card) => within(card).getByTestId('question-text').textContent)).toEqual([
      'Where do we meet?',
      'Which exits are safe?',
    ]);
    expect(screen.getByText('A quiz draws 1 of these 2 questions at random.')).toBeTruthy();
    // One correct answer and the company note on: a single choice, as the learner gets it.
    expect(within(cards[0]).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(screen.getByRole('switch', { name: /several answers are correct/ }));
    expect(within(screen.getAllByTestId('question-card')[0]).getAllByRole('checkbox')).toHaveLength(2);
  });
});
