import { describe, expect, it } from 'vitest';
import { abilitiesFor, authorize } from '../../platform/policy/define-policy.ts';
import { accessPassPolicy } from './access-passes.policy.ts';
import type { EnrollmentRow } from './enrollments.policy.ts';
import { enrollmentPolicy } from './enrollments.policy.ts';
import { policyActors } from './learning-test-support.ts';

const nordlys = 10;
const fjord = 20;
const sales = 11;
const actors = policyActors(nordlys, fjord, sales);
const row = (values: Partial<EnrollmentRow> & Pick<EnrollmentRow, 'company_id'>): EnrollmentRow => ({
  course_id: 1,
  enrollable_type: 'user',
  enrollable_id: 1,
  revoked_at: null,
  ...values,
});

describe('enrollment policy', () => {
  const departmentEnrollment = row({
    company_id: nordlys,
    enrollable_type: 'department',
    enrollable_id: sales,
  });

  it('gives each role its ability map on a Nordlys department enrollment', () => {
    const all = { view: true, update: true, delete: true, revoke: true };
    const none = { view: false, update: false, delete: false, revoke: false };
    expect(abilitiesFor(enrollmentPolicy, actors.learner, departmentEnrollment)).toEqual({
      ...none,
      view: true,
    });
    expect(abilitiesFor(enrollmentPolicy, actors.manager, departmentEnrollment)).toEqual(all);
    expect(abilitiesFor(enrollmentPolicy, actors.otherManager, departmentEnrollment)).toEqual(none);
    expect(abilitiesFor(enrollmentPolicy, actors.admin, departmentEnrollment)).toEqual(all);
    expect(abilitiesFor(enrollmentPolicy, actors.superAdmin, departmentEnrollment)).toEqual(all);
  });

  it('lets a learner see only enrollments that apply to them', () => {
    const other = { view: false, update: false, delete: false, revoke: false };
    expect(
      abilitiesFor(
        enrollmentPolicy,
        actors.learner,
        row({ company_id: nordlys, enrollable_type: 'user', enrollable_id: 99 }),
      ),
    ).toEqual(other);
    expect(
      abilitiesFor(
        enrollmentPolicy,
        actors.learner,
        row({ company_id: nordlys, enrollable_type: 'company', enrollable_id: nordlys }),
      ).view,
    ).toBe(true);
    expect(
      abilitiesFor(
        enrollmentPolicy,
        actors.learner,
        row({ company_id: fjord, enrollable_type: 'company', enrollable_id: fjord }),
      ).view,
    ).toBe(false);
  });

  it('offers revoke only while the enrollment is not revoked', () => {
    expect(
      abilitiesFor(
        enrollmentPolicy,
        actors.manager,
        row({ company_id: nordlys, revoked_at: '2026-01-01T00:00:00Z' }),
      ).revoke,
    ).toBe(false);
  });

  it('lets managers and admins create, not learners', () => {
    expect(() => authorize(enrollmentPolicy, 'create', actors.learner)).toThrow();
    for (const actor of [actors.manager, actors.otherManager, actors.admin, actors.superAdmin])
      authorize(enrollmentPolicy, 'create', actor);
  });
});

describe('access pass policy', () => {
  it('gives each role its ability map on a Nordlys pass', () => {
    const pass = row({ company_id: nordlys });
    const all = { view: true, update: true, delete: true };
    const none = { view: false, update: false, delete: false };
    expect(abilitiesFor(accessPassPolicy, actors.learner, pass)).toEqual(none);
    expect(abilitiesFor(accessPassPolicy, actors.manager, pass)).toEqual(all);
    expect(abilitiesFor(accessPassPolicy, actors.otherManager, pass)).toEqual(none);
    expect(abilitiesFor(accessPassPolicy, actors.admin, pass)).toEqual(all);
    expect(abilitiesFor(accessPassPolicy, actors.superAdmin, pass)).toEqual(all);
    expect(accessPassPolicy.viewAny(actors.learner)).toBe(false);
  });
});
