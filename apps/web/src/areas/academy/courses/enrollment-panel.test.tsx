import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseStatusBadges } from '../../../components/course-view/course-status-badges.tsx';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { EnrollmentPanel } from './enrollment-panel.tsx';

const enrollment = {
  id: 1,
  uuid: 'e',
  type: 'user' as const,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  is_recurring: true,
  recur_after_days: 14,
  status: 'active' as const,
  is_active: true,
  is_revoked: false,
  days_remaining: 40,
  next_start_date: '2027-01-15',
  days_until_next: 55,
};

describe('EnrollmentPanel', () => {
  it('shows type, dates, status, days remaining, recurrence and the next enrollment', () => {
    renderWithProviders(<EnrollmentPanel enrollment={enrollment} />);
    const panel = screen.getByTestId('enrollment-panel');
    for (const text of ['You personally', '2026-01-01', '2026-12-31', '40 days', 'after a pause of 14 days'])
      expect(panel.textContent).toContain(text);
    expect(screen.getByTestId('enrollment-status').textContent).toBe('Active');
    expect(screen.getByTestId('enrollment-next').textContent).toBe('2027-01-15 (in 55 days)');
  });

  it('says so when there is no enrollment', () => {
    renderWithProviders(<EnrollmentPanel enrollment={null} />);
    expect(screen.getByTestId('enrollment-panel').textContent).toContain(
      'You are not enrolled in this course.',
    );
  });
});

describe('CourseStatusBadges', () => {
  it('shows not_started as "Not enrolled" once', () => {
    renderWithProviders(<CourseStatusBadges status="not_started" badge="not_enrolled" />);
    expect(screen.getByTestId('course-status').textContent).toBe('Not enrolled');
    expect(screen.queryByTestId('course-badge')).toBeNull();
  });
  it('shows a completed course as certified', () => {
    renderWithProviders(<CourseStatusBadges status="completed" badge="certified" />);
    expect(screen.getByTestId('course-status').textContent).toBe('Completed');
    expect(screen.getByTestId('course-badge').textContent).toBe('Certified');
  });
});
