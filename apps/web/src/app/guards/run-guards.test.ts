import { permissionsOfRoles, type Role } from '@academy/contracts/permissions';
import { findRoute } from '@academy/contracts/routes';
import { describe, expect, it } from 'vitest';
import { type GuardInput, type GuardUser, runGuards } from './run-guards.ts';

/** A user with these roles, as the context describes them: the registry's permissions of the roles. */
const withRoles = (...roles: Role[]): GuardUser => ({
  permissions: permissionsOfRoles(new Set(['learner', ...roles])),
});
const learner = withRoles();
const manager = withRoles('manager', 'any_company_manager');
const admin = withRoles('admin');
const superAdmin = withRoles('admin', 'super_admin');

function input(name: string | null, path: string, user: GuardUser | null): GuardInput {
  return {
    route: name ? (findRoute(name) ?? null) : null,
    path,
    hasToken: user !== null,
    user,
    tenantName: 'Academy',
    routeTitle: name === 'academy.dashboard.index' ? 'Home' : null,
  };
}

describe('runGuards', () => {
  it('sets the title from the tenant name and the route title', () => {
    expect(runGuards(input('academy.dashboard.index', '/home', learner)).title).toBe('Academy - Home');
    expect(runGuards(input('auth.login', '/login', null)).title).toBe('Academy');
  });
  it('sends a visitor without a token to login, except on guest routes', () => {
    expect(runGuards(input('academy.dashboard.index', '/home', null)).redirect).toBe('/login');
    expect(runGuards(input('admin.index', '/admin', null)).redirect).toBe('/login?redirect=%2Fadmin');
    expect(runGuards(input('auth.register', '/register', null)).redirect).toBeNull();
    expect(runGuards(input('auth.login.company', '/login/nordlys', null)).redirect).toBeNull();
    expect(runGuards(input(null, '/no-such-page', null)).redirect).toBeNull();
  });
  it('lets only admins and super admins into admin', () => {
    expect(runGuards(input('admin.index', '/admin', learner)).redirect).toBe('/home');
    expect(runGuards(input('admin.index', '/admin', manager)).redirect).toBe('/home');
    expect(runGuards(input('admin.index', '/admin', admin)).redirect).toBeNull();
    expect(runGuards(input('admin.index', '/admin', superAdmin)).redirect).toBeNull();
  });
  it('lets managers, department heads, admins and super admins into organization', () => {
    const head = withRoles('department_head');
    expect(runGuards(input('organization.company.update', '/organization', head)).redirect).toBeNull();
    expect(runGuards(input('organization.company.update', '/organization', learner)).redirect).toBe('/home');
    expect(runGuards(input('organization.company.update', '/organization', manager)).redirect).toBeNull();
    expect(runGuards(input('organization.company.update', '/organization', admin)).redirect).toBeNull();
    expect(runGuards(input('organization.company.update', '/organization', superAdmin)).redirect).toBeNull();
  });
  it('does not treat paths that merely start with the word as areas', () => {
    expect(runGuards(input(null, '/administration', learner)).redirect).toBeNull();
  });
  it('runs authentication before admin, so a visitor goes to login, not the dashboard', () => {
    expect(runGuards(input('admin.index', '/admin', null)).redirect).toMatch(/^\/login\?/);
    expect(runGuards(input('organization.company.update', '/organization', null)).redirect).toMatch(
      /^\/login\?/,
    );
  });
  it('carries the page a visitor asked for to sign-in, with its query and hash', () => {
    const deep = { ...input('academy.course.show', '/courses/c1', null), requested: '/courses/c1?x=1#l2' };
    expect(runGuards(deep).redirect).toBe(`/login?redirect=${encodeURIComponent('/courses/c1?x=1#l2')}`);
    expect(runGuards(input('academy.certificate.index', '/certificates', null)).redirect).toBe(
      '/login?redirect=%2Fcertificates',
    );
  });
  it('adds nothing for the dashboard, which is where sign-in goes anyway', () => {
    expect(
      runGuards({ ...input('academy.dashboard.index', '/home', null), requested: '/home' }).redirect,
    ).toBe('/login');
  });
  it('sends a signed-in user on a sign-in page to its safe redirect, never elsewhere', () => {
    const at = (requested: string) => ({ ...input('auth.login', '/login', learner), requested });
    expect(runGuards(at('/login?redirect=%2Fcourses%2Fc1')).redirect).toBe('/courses/c1');
    expect(runGuards(at('/login?redirect=%2F%2Fevil.test')).redirect).toBe('/home');
    expect(runGuards(at('/login?redirect=https%3A%2F%2Fevil.test')).redirect).toBe('/home');
  });
  it('says why when the session ran out', () => {
    expect(
      runGuards({ ...input('academy.dashboard.index', '/home', null), sessionExpired: true }).redirect,
    ).toBe('/login?expired=1');
    expect(
      runGuards({
        ...input('academy.certificate.index', '/certificates', null),
        sessionExpired: true,
      }).redirect,
    ).toBe('/login?expired=1&redirect=%2Fcertificates');
  });
  it('sends a signed-in user away from the sign-in pages', () => {
    expect(runGuards(input('auth.login', '/login', learner)).redirect).toBe('/home');
  });
});
