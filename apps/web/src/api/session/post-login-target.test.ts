import type { LoginResponseItem } from '@academy/contracts/entities/auth';
import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './post-login-target.ts';

const base: LoginResponseItem = {
  access_token: 't',
  expires_at: '2030-01-01T00:00:00Z',
  last_login_at: '2024-01-01T00:00:00Z',
  num_companies: 1,
  purchase_product_uuid: null,
  redirect_handshake: null,
  course: null,
  scope: null,
  additional: null,
};

describe('postLoginTarget', () => {
  it('follows a handshake redirect before anything else', () => {
    expect(
      postLoginTarget({ ...base, redirect_handshake: 'https://partner.test/x', purchase_product_uuid: 'p' }),
    ).toEqual({ kind: 'external', url: 'https://partner.test/x' });
  });
  it('goes to the shop product page for a purchase', () => {
    expect(postLoginTarget({ ...base, purchase_product_uuid: 'abc', num_companies: 3 })).toEqual({
      kind: 'internal',
      path: '/product/abc',
    });
  });
  it('goes to the dashboard when a scope is set, even with several companies', () => {
    expect(postLoginTarget({ ...base, scope: 'companies:x|company', num_companies: 2 })).toEqual({
      kind: 'internal',
      path: '/home',
    });
  });
  it('goes to select company with several companies', () => {
    expect(postLoginTarget({ ...base, num_companies: 2 })).toEqual({
      kind: 'internal',
      path: '/select-company',
    });
  });
  it('adds welcome=true on the first login', () => {
    expect(postLoginTarget({ ...base, last_login_at: null })).toEqual({
      kind: 'internal',
      path: '/home?welcome=true',
    });
  });
  it('sends a provider login to register-additional when required', () => {
    const additional = { company: 'companies:x|company', registration_additional_required: true };
    expect(postLoginTarget({ ...base, additional }, { provider: true })).toEqual({
      kind: 'internal',
      path: '/register-additional',
    });
    expect(
      postLoginTarget(
        { ...base, additional: { ...additional, registration_additional_required: false } },
        { provider: true },
      ),
    ).toEqual({ kind: 'internal', path: '/home' });
  });

  describe('with the page asked for before sign-in', () => {
    const returnTo = '/courses/c1?tab=2';
    it('returns there instead of the dashboard, also on the first login', () => {
      expect(postLoginTarget(base, { returnTo })).toEqual({ kind: 'internal', path: returnTo });
      expect(postLoginTarget({ ...base, last_login_at: null }, { returnTo })).toEqual({
        kind: 'internal',
        path: returnTo,
      });
      expect(
        postLoginTarget({ ...base, scope: 'companies:x|company', num_companies: 2 }, { returnTo }),
      ).toEqual({ kind: 'internal', path: returnTo });
    });
    it('passes it on through select-company', () => {
      expect(postLoginTarget({ ...base, num_companies: 2 }, { returnTo })).toEqual({
        kind: 'internal',
        path: `/select-company?redirect=${encodeURIComponent(returnTo)}`,
      });
      expect(postLoginTarget({ ...base, num_companies: 2, last_login_at: null }, { returnTo })).toEqual({
        kind: 'internal',
        path: `/select-company?welcome=true&redirect=${encodeURIComponent(returnTo)}`,
      });
    });
    it('keeps the handshake and the purchase first', () => {
      expect(postLoginTarget({ ...base, purchase_product_uuid: 'p1' }, { returnTo })).toEqual({
        kind: 'internal',
        path: '/product/p1',
      });
    });
    it('ignores an unsafe target (never an open redirect)', () => {
      for (const bad of [
        '//evil.test',
        'https://evil.test',
        '/\\evil.test',
        'javascript:alert(1)',
        '/login',
      ]) {
        expect(postLoginTarget(base, { returnTo: bad })).toEqual({ kind: 'internal', path: '/home' });
        expect(postLoginTarget({ ...base, num_companies: 2 }, { returnTo: bad })).toEqual({
          kind: 'internal',
          path: '/select-company',
        });
      }
    });
  });
});
