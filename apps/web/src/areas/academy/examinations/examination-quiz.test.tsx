import type { Examination } from '@academy/contracts/entities/examination';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { ExaminationQuiz } from './examination-quiz.tsx';

vi.mock('../../../api/academy/examinations.ts', () => ({
  saveAnswer: vi.fn(async () => undefined),
  submitExamination: vi.fn(async () => undefined),
}));

const question = (id: number, text: string) => ({
  id,
  uuid: `q${id}`,
  text,
  hint: null,
  sort_order: id,
  block_id: 1,
  alternatives: [
    { id: id * 10 + 1, text: `${text} yes`, sort_order: 1 },
    { id: id * 10 + 2, text: `${text} no`, sort_order: 2 },
  ],
  selected_alternative_ids: [],
});

const examination = {
  uuid: 'exam',
  pass_mark: 80,
  expires_at: '2030-01-01T10:00:00.000Z',
  lesson: { header: 'Fire safety' },
  variant: { header: 'Workplace Safety' },
  questions: [question(1, 'First question?'), question(2, 'Second question?')],
} as unknown as Examination;

const renderQuiz = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <ExaminationQuiz examination={examination} />
    </QueryClientProvider>,
  );

describe('ExaminationQuiz keyboard flow', () => {
  it('after Next the focus is on the new question, so the next Tab reaches its answers', () => {
    renderQuiz();
    // On arrival the page keeps the browser's focus.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByTestId('next-question'));
    const group = screen.getByRole('group', { name: 'Second question?' });
    expect(document.activeElement).toBe(group);
    // The first control after the focused group is the question's first answer.
    const first = group.querySelector('input');
    expect(first?.getAttribute('type')).toBe('checkbox');
    expect(screen.getByLabelText('Second question? yes')).toBe(first);
  });

  it('Previous and the submit step move the focus too', () => {
    renderQuiz();
    fireEvent.click(screen.getByTestId('next-question'));
    fireEvent.click(screen.getByTestId('next-question'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByTestId('submit-step')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Question 1/ }));
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'First question?' }));
  });
});
