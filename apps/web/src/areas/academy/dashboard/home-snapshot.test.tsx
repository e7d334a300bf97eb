import { HOME_SNAPSHOT_KEY, type HomeSnapshot, partOfDay } from '@academy/contracts/first-paint';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotMarkup, useHomeSnapshot } from './home-snapshot.ts';

const greetings = {
  morning: 'Good morning, Lene',
  afternoon: 'Good afternoon, Lene',
  evening: 'Good evening, Lene',
};

/** A dashboard of one section whose data comes when the test says so. */
function Dashboard(props: { answer: Promise<string>; keep: boolean }) {
  const section = useQuery({ queryKey: ['section'], queryFn: () => props.answer, retry: false });
  useHomeSnapshot({ keep: props.keep, greetings });
  return <p>{section.data ?? 'loading'}</p>;
}

function settle<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const kept = (): HomeSnapshot | null => JSON.parse(sessionStorage.getItem(HOME_SNAPSHOT_KEY) ?? 'null');
const picture = () => document.getElementById('home-snapshot');

beforeEach(() => {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/index-abc.css">';
  document.body.innerHTML =
    '<div id="home-snapshot">last time</div><div id="root"><main id="main" data-testid="page"><h1 class="title">Good evening, Lene</h1></main></div>';
});
afterEach(() => {
  sessionStorage.clear();
  document.head.innerHTML = '';
});

function renderDashboard(answer: Promise<string>, keep = true) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Dashboard answer={answer} keep={keep} />
    </QueryClientProvider>,
    { container: document.getElementById('root')?.appendChild(document.createElement('div')) },
  );
}

describe('the dashboard’s picture of itself', () => {
  it('stays while the data is on its way, then goes, and the dashboard as it shows is kept', async () => {
    const data = settle<string>();
    const view = renderDashboard(data.promise);
    expect(view.getByText('loading')).toBeTruthy();
    expect(picture()).not.toBeNull();
    data.resolve('three courses');
    await waitFor(() => expect(picture()).toBeNull());
    await waitFor(() => expect(kept()).not.toBeNull());
    const snapshot = kept() as HomeSnapshot;
    expect(snapshot.stylesheet).toBe('/assets/index-abc.css');
    expect(snapshot.language).toBe('en');
    expect(snapshot.greetings).toEqual(greetings);
    // Shown for a day at most.
    expect(snapshot.expires).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(snapshot.expires).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(snapshot.html).toContain('<h1 class="title">Good evening, Lene</h1>');
    expect(snapshot.html).toContain('<p>three courses</p>');
    // No id or test id of the live page is repeated in the picture.
    expect(snapshot.html).not.toMatch(/ id=|data-testid/);
  });

  it('goes without being kept when a section failed, or when the page shows something only once', async () => {
    const failed = settle<string>();
    const first = renderDashboard(failed.promise);
    failed.reject(new Error('503'));
    await waitFor(() => expect(picture()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept()).toBeNull();
    first.unmount();

    document.body.insertAdjacentHTML('afterbegin', '<div id="home-snapshot">last time</div>');
    renderDashboard(Promise.resolve('welcome'), false);
    await waitFor(() => expect(picture()).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kept()).toBeNull();
  });
});

it('keeps neither ids, test ids nor event handler attributes in the markup', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<section id="a" data-testid="b" onclick="x()" class="c" aria-label="d"><img src="/e.png"></section>';
  expect(snapshotMarkup(root)).toBe('<section class="c" aria-label="d"><img src="/e.png"></section>');
});

it('greets by the part of the day the browser’s clock is in', () => {
  expect([4, 5, 11, 12, 17, 18, 23, 0].map(partOfDay)).toEqual([
    'evening',
    'morning',
    'morning',
    'afternoon',
    'afternoon',
    'evening',
    'evening',
    'evening',
  ]);
});
