import type { Question } from '@academy/contracts/entities/question';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { questionsApi } from '../../../api/resources/questions.ts';
import { loadAreaTexts } from '../../../i18n/area-texts.ts';
import { entity, fakeApi, itemAnswer, renderWithRouter } from '../../../test/resource-ui.tsx';
import { questionCloneFields, questionCopy, questionHref } from '../questions/question-config.tsx';
import { CloneButton } from './clone-button.tsx';

const english = { ...entity(1, 'English'), code: 'en' };
const question: Question = {
  ...entity(7, 'Which are hazards?'),
  text: 'Which are hazards?',
  hint: null,
  language_id: 1,
  language: english,
  alternatives: [],
  alternatives_count: 0,
  multiple_correct_alternatives: false,
  abilities: { view: true, update: true, delete: true, clone: true },
};

function renderButton(item: Question) {
  return renderWithRouter(
    [
      {
        path: '/admin/questions/7',
        element: (
          <CloneButton
            api={questionsApi}
            item={item}
            initial={questionCopy(item)}
            fields={questionCloneFields}
            itemHref={questionHref}
            labelKey="admin.questions.clone.action"
            titleKey="admin.questions.clone.title"
            textKey="admin.questions.clone.text"
          />
        ),
      },
      { path: '/admin/questions/:question', element: <p>The copy</p> },
    ],
    '/admin/questions/7',
  );
}

beforeAll(() => loadAreaTexts('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('CloneButton', { timeout: 30_000 }, () => {
  it('clones with the changed attributes and opens the copy', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'POST' && call.url.pathname === '/api/v1/questions/7/clone'
        ? itemAnswer({ ...question, id: 70 }, { message: 'Question cloned.' })
        : undefined,
    );
    const { router } = renderButton(question);
    fireEvent.click(screen.getByTestId('clone'));
    const text = await screen.findByRole('textbox', { name: 'Question' });
    expect((text as HTMLTextAreaElement).value).toBe('Which are hazards? (copy)');
    fireEvent.change(text, { target: { value: 'Which are the hazards here?' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        change_attributes: { text: 'Which are the hazards here?', language_id: english.uuid },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/questions/70'));
  });

  it('is not offered where the abilities deny clone', () => {
    fakeApi();
    renderButton({ ...question, abilities: { view: true, clone: false } });
    expect(screen.queryByTestId('clone')).toBeNull();
  });
});
