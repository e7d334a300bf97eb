import { describe, expect, it } from 'vitest';
import { abilitiesFor } from '../../platform/policy/define-policy.ts';
import { policyActors } from '../enrollments/learning-test-support.ts';
import { qualificationPolicy } from '../qualifications/qualifications.policy.ts';
import { certificatePolicy } from './certificates.policy.ts';

const nordlys = 10;
const actors = policyActors(nordlys, 20, 11);
/** What both policies read of a row. */
const row = (values: { user_id: number; company_id: number | null }) => values;

describe('certificate policy', () => {
  it("gives each role its ability map on the learner's Nordlys certificate", () => {
    const certificate = row({ user_id: actors.learner.user!.id, company_id: nordlys });
    expect(abilitiesFor(certificatePolicy, actors.learner, certificate)).toEqual({
      view: true,
      update: false,
      delete: false,
    });
    expect(abilitiesFor(certificatePolicy, actors.manager, certificate)).toEqual({
      view: true,
      update: false,
      delete: false,
    });
    expect(abilitiesFor(certificatePolicy, actors.otherManager, certificate)).toEqual({
      view: false,
      update: false,
      delete: false,
    });
    expect(abilitiesFor(certificatePolicy, actors.admin, certificate)).toEqual({
      view: true,
      update: true,
      delete: true,
    });
    expect(abilitiesFor(certificatePolicy, actors.superAdmin, certificate)).toEqual({
      view: true,
      update: true,
      delete: true,
    });
  });

  it("hides another learner's certificate from a learner, and a certificate without a company from managers", () => {
    expect(
      abilitiesFor(certificatePolicy, actors.learner, row({ user_id: 99, company_id: nordlys })).view,
    ).toBe(false);
    expect(abilitiesFor(certificatePolicy, actors.manager, row({ user_id: 99, company_id: null })).view).toBe(
      false,
    );
  });

  it('only admins create certificates', () => {
    expect(
      [actors.learner, actors.manager, actors.otherManager, actors.admin, actors.superAdmin].map(
        certificatePolicy.create,
      ),
    ).toEqual([false, false, false, true, true]);
  });
});

describe('qualification policy', () => {
  it('is read-only for everyone, visible like certificates', () => {
    const qualification = row({ user_id: actors.learner.user!.id, company_id: nordlys });
    const readOnly = { view: true, update: false, delete: false };
    expect(abilitiesFor(qualificationPolicy, actors.learner, qualification)).toEqual(readOnly);
    expect(abilitiesFor(qualificationPolicy, actors.manager, qualification)).toEqual(readOnly);
    expect(abilitiesFor(qualificationPolicy, actors.otherManager, qualification)).toEqual({
      view: false,
      update: false,
      delete: false,
    });
    expect(abilitiesFor(qualificationPolicy, actors.admin, qualification)).toEqual(readOnly);
    expect(abilitiesFor(qualificationPolicy, actors.superAdmin, qualification)).toEqual(readOnly);
  });
});
