import type { ExaminationQuestion } from '@academy/contracts/entities/examination';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/resource-ui.tsx';
import { QuestionCard } from './question-card.tsx';

const question = (extra: Partial<ExaminationQuestion> = {}): ExaminationQuestion => ({
  id: 7,
  uuid: 'q',
  text: 'Which are safe?',
  hint: 'Think of the exits.',
  sort_order: 1,
  block_id: 1,
  alternatives: [
    { id: 1, text: 'Clear exits', sort_order: 1 },
    { id: 2, text: 'Blocked exits', sort_order: 2 },
  ],
  selected_alternative_ids: [],
  ...extra,
});

const renderCard = (item: ExaminationQuestion, onChange = vi.fn()) => {
  renderAt(<QuestionCard question={item} number={1} total={3} selected={[]} onChange={onChange} />);
  return onChange;
};

describe('QuestionCard', () => {
  it('shows the several-answers note only when the server says so, with checkboxes', () => {
    const onChange = renderCard(question({ multiple_correct_alternatives: true }));
    expect(screen.getByTestId('multiple-note').textContent).toContain('Several answers are correct');
    fireEvent.click(screen.getByLabelText('Clear exits'));
    expect(onChange).toHaveBeenCalledWith([1]);
    expect(screen.getByLabelText('Clear exits').getAttribute('type')).toBe('checkbox');
  });

  it('without the company setting there is no note and any number may be ticked', () => {
    renderCard(question());
    expect(screen.queryByTestId('multiple-note')).toBeNull();
    expect(screen.getByLabelText('Blocked exits').getAttribute('type')).toBe('checkbox');
  });

  it('a question with one correct answer (setting on) takes a single choice', () => {
    const onChange = renderCard(question({ multiple_correct_alternatives: false }));
    expect(screen.getByLabelText('Blocked exits').getAttribute('type')).toBe('radio');
    fireEvent.click(screen.getByLabelText('Blocked exits'));
    expect(onChange).toHaveBeenCalledWith([2]);
  });

  it('the checkboxes are a group whose legend is the question', () => {
    const { container } = renderAt(
      <QuestionCard question={question()} number={1} total={3} selected={[2]} onChange={vi.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'Which are safe?' });
    expect(container.querySelector('fieldset > legend')?.textContent).toBe('Which are safe?');
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect((screen.getByLabelText('Blocked exits') as HTMLInputElement).checked).toBe(true);
  });

  it('a single choice is a radio group whose legend is the question', () => {
    renderCard(question({ multiple_correct_alternatives: false }));
    const group = screen.getByRole('radiogroup', { name: 'Which are safe?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('takes the focus when shown after a move, not on arrival', () => {
    const { unmount } = renderAt(
      <QuestionCard question={question()} number={1} total={3} selected={[]} onChange={vi.fn()} />,
    );
    expect(document.activeElement).toBe(document.body);
    unmount();
    renderAt(
      <QuestionCard
        question={question()}
        number={2}
        total={3}
        selected={[]}
        onChange={vi.fn()}
        focusOnMount
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Which are safe?' }));
  });

  it('reveals the hint on request', () => {
    renderCard(question());
    const toggle = screen.getByTestId('hint-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('hint').textContent).toBe('Think of the exits.');
  });
});
