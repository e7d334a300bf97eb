import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/resource-ui.tsx';
import { GuestCard } from './guest-card.tsx';

const nordlys = { name: 'Nordlys AS', logo: null, headerColor: '#1b4f72' };

describe('GuestCard', () => {
  it('shows a company’s header link in its header band, opened apart from the sign-in page', async () => {
    renderAt(
      <GuestCard
        title="Sign in"
        branding={{ ...nordlys, link: { url: 'https://intranet.nordlys.test', label: 'Intranet' } }}
      >
        <p>form</p>
      </GuestCard>,
    );
    const link = await screen.findByRole('link', { name: 'Intranet' });
    expect(link.getAttribute('href')).toBe('https://intranet.nordlys.test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the link by its address when it has no label, and shows none when the company has none', async () => {
    const { unmount } = renderAt(
      <GuestCard
        title="Sign in"
        branding={{ ...nordlys, link: { url: 'https://intranet.nordlys.test', label: null } }}
      >
        <p>form</p>
      </GuestCard>,
    );
    expect((await screen.findByRole('link', { name: 'https://intranet.nordlys.test' })).tagName).toBe('A');
    unmount();
    renderAt(
      <GuestCard title="Sign in" branding={{ ...nordlys, link: null }}>
        <p>form</p>
      </GuestCard>,
    );
    expect((await screen.findAllByText('Nordlys AS')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('guest-card-link')).toBeNull();
  });
});
