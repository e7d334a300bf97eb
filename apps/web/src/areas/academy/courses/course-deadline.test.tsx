import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n-setup.ts';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { CourseDeadline } from './course-deadline.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

describe('CourseDeadline', () => {
  it('says the day to complete the course by, as English writes a date', () => {
    renderWithProviders(<CourseDeadline deadline="2031-03-30" />);
    expect(screen.getByTestId('course-deadline').textContent).toBe('Complete by 30 March 2031');
  });

  it('says it in Norwegian', async () => {
    await switchLanguage('nb');
    renderWithProviders(<CourseDeadline deadline="2031-03-30" />);
    expect(screen.getByTestId('course-deadline').textContent).toBe('Fullfør innen 30. mars 2031');
  });

  it('shows nothing without a deadline', () => {
    renderWithProviders(<CourseDeadline deadline={null} />);
    expect(screen.queryByTestId('course-deadline')).toBeNull();
  });
});
