import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import type { examinationContract } from '@academy/contracts/entities/examination';
import { describe, expect, it } from 'vitest';
import { examinationPolicy } from '../../modules/examinations/examinations.policy.ts';
import type { Actor } from '../auth/actor.ts';
import { abilitiesFor, authorize, definePolicy, never, signedIn } from './define-policy.ts';

type Abilities = AbilityOf<typeof examinationContract>;
const owner = { user: { id: 7 }, isAdmin: false, isSuperAdmin: false } as unknown as Actor;
const open = { user_id: 7, company_id: null, ended_at: null };

describe('a policy typed by its contract’s abilities', () => {
  it('answers the contract’s abilities and authorizes by their names', () => {
    expect(Object.keys(abilitiesFor(examinationPolicy, owner, open)).sort()).toEqual(
      ['answer', 'delete', 'submit', 'update', 'view'].sort(),
    );
    expect(() => authorize(examinationPolicy, 'answer', owner, open)).not.toThrow();
    expect(() => authorize(examinationPolicy, 'update', owner, open)).toThrow();
  });

  it('does not compile with a misspelt ability, a rule missing or a rule the contract does not name', () => {
    // @ts-expect-error 'answr' is not an ability of the examination contract.
    expect(() => authorize(examinationPolicy, 'answr', owner, open)).toThrow();
    const rules = {
      viewAny: signedIn,
      create: never,
      view: never,
      update: never,
      delete: never,
      answer: never,
    };
    // @ts-expect-error `submit` is missing.
    definePolicy<object, Abilities>(rules);
    // @ts-expect-error `grade` is not in the contract.
    definePolicy<object, Abilities>({ ...rules, submit: never, grade: never });
    expect(definePolicy<object, Abilities>({ ...rules, submit: never }).item.submit).toBe(never);
  });
});
