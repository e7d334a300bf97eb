import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/render-with-providers.tsx';
import { RestartCourseButton } from './restart-course-button.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RestartCourseButton', () => {
  it('asks for confirmation, then posts the restart of the course', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: { item: {}, meta: {} } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <ModalsProvider>
          <RestartCourseButton courseUuid="course-uuid" />
        </ModalsProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('restart-course'));
    expect(await screen.findByText('Restart the course?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('restart-course-confirm'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/v1/learning/courses/course-uuid/restart');
    expect(init.method).toBe('POST');
  });
});
