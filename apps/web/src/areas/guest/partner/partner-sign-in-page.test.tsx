import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/resource-ui.tsx';
import { NewlearningSignInPage, StoryboardSignInPage } from './partner-sign-in-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const refused = {
  status: 422,
  body: {
    message:
      'The sign-in link from the partner has expired or was already used. Ask the partner for a new one.',
    errors: {
      partner: [
        'The sign-in link from the partner has expired or was already used. Ask the partner for a new one.',
      ],
    },
  },
};

describe('the partner sign-in pages', { timeout: 30_000 }, () => {
  it('sends the digest fields once (a second call would be a replay) and shows the translated refusal', async () => {
    const { calls } = fakeApi((call) =>
      call.url.pathname === '/api/v1/auth/login/newlearning' ? refused : undefined,
    );
    const query =
      'customerKey=pk_1&origin=https%3A%2F%2Fp.example&email=a%40b.test&courseId=c1&timestamp=1&digest=ab';
    renderAt(
      <StrictMode>
        <NewlearningSignInPage />
      </StrictMode>,
      `/newlearning?${query}`,
    );
    expect(screen.getByTestId('partner-sign-in-loading')).toBeTruthy();
    expect((await screen.findByTestId('partner-sign-in-error')).textContent).toContain('already used');
    const posts = calls.filter((call) => call.url.pathname === '/api/v1/auth/login/newlearning');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      customerKey: 'pk_1',
      origin: 'https://p.example',
      email: 'a@b.test',
      courseId: 'c1',
      timestamp: '1',
      digest: 'ab',
    });
  });

  it('says the link is incomplete without calling the server when the ticket is missing', async () => {
    const { calls } = fakeApi();
    renderAt(<StoryboardSignInPage />, '/storyboard?courseExtId=x');
    expect((await screen.findByTestId('partner-sign-in-error')).textContent).toContain(
      'missing some of its fields',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
