import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useOutletContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/resource-ui.tsx';
import { ResourcePage, type ResourcePageContext } from './resource-page.tsx';

type Thing = { name: string; abilities: Record<string, boolean> };

function Details() {
  const { item } = useOutletContext<ResourcePageContext<Thing>>();
  return <p>Details of {item.name}</p>;
}

function renderPage(item: Thing, path: string) {
  const page = (
    <ResourcePage
      item={item}
      loading={false}
      error={false}
      title={item.name}
      list={{ to: '/things', labelKey: 'resource.nav.languages' }}
      tabs={[
        { to: '/things/1', labelKey: 'resource.page.details' },
        { to: '/things/1/enrollments', labelKey: 'resource.qualifications.enrollments' },
        { to: '/things/1/secret', labelKey: 'resource.qualifications.certificate', ability: 'secret' },
      ]}
    />
  );
  return renderWithRouter(
    [
      {
        path: '/things/1',
        element: page,
        children: [
          { index: true, element: <Details /> },
          { path: 'enrollments', element: <p>Enrollments tab</p> },
        ],
      },
    ],
    path,
  );
}

describe('ResourcePage', { timeout: 30_000 }, () => {
  it('has tabs that are routes: the address picks the tab, a tab changes the address', async () => {
    const { router } = renderPage({ name: 'Norsk', abilities: { secret: false } }, '/things/1/enrollments');
    expect(screen.getByRole('heading', { level: 1, name: 'Norsk' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enrollments' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Enrollments tab')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/things/1'));
    // The tab's route gets the item from the page.
    expect(await screen.findByText('Details of Norsk')).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByText('Enrollments tab')).toBeTruthy();
  });

  it('shows a tab only when the abilities allow it', () => {
    renderPage({ name: 'Norsk', abilities: { secret: false } }, '/things/1');
    expect(screen.queryByRole('tab', { name: 'Certificate' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('leads back through the pages in between: the list, the trail, then the item', () => {
    renderWithRouter(
      [
        {
          path: '/things/1',
          element: (
            <ResourcePage
              item={{ name: 'Chapter', abilities: {} }}
              loading={false}
              error={false}
              title="Chapter"
              list={{ to: '/things', labelKey: 'resource.nav.languages' }}
              trail={[{ to: '/things/9', label: 'The book' }]}
              tabs={[{ to: '/things/1', labelKey: 'resource.page.details' }]}
            />
          ),
        },
      ],
      '/things/1',
    );
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Languages', '/things'],
      ['The book', '/things/9'],
    ]);
  });
});
