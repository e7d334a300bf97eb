import { areaOf, findRoute, href, routes } from '@academy/contracts/routes';
import { describe, expect, it } from 'vitest';

describe('route table', () => {
  it('derives the area from the first dot segment, anything else is academy', () => {
    expect(areaOf('admin.book.details')).toBe('admin');
    expect(areaOf('organization.company.update')).toBe('organization');
    expect(areaOf('shop.index')).toBe('academy');
    expect(areaOf('academy.dashboard.index')).toBe('academy');
  });
  it('has unique names and paths', () => {
    expect(new Set(routes.map((entry) => entry.name)).size).toBe(routes.length);
    expect(new Set(routes.map((entry) => entry.path)).size).toBe(routes.length);
  });
  it('flags only signed-out routes as guest', () => {
    expect(findRoute('auth.login')?.guest).toBe(true);
    expect(findRoute('academy.dashboard.index')?.guest).toBe(false);
    expect(findRoute('admin.index')?.area).toBe('admin');
  });
  it('builds paths with encoded parameters and a query string for the rest', () => {
    expect(href('academy.dashboard.index')).toBe('/home');
    expect(href('academy.dashboard.index', { welcome: 'true' })).toBe('/home?welcome=true');
    expect(href('auth.reset-password', { token: 'abc', email: 'a+b@x.no' })).toBe(
      '/reset-password/abc/a%2Bb%40x.no',
    );
  });
  it('throws on a missing parameter', () => {
    expect(() => href('auth.login.company')).toThrow(/company/);
  });
});
