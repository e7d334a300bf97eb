import type { AbilityOf } from '@academy/contracts/common/resource-contract';
import { examinationContract } from '@academy/contracts/entities/examination';
import { describe, expect, it } from 'vitest';
import { languages } from '../../db/schema/tenancy.ts';
import { examinationPolicy } from '../../modules/examinations/examinations.policy.ts';
import type { Actor } from '../auth/actor.ts';
import { defineResource } from '../resource/define-resource.ts';
import { abilitiesFor, adminOnly, authorize, definePolicy, never, signedIn } from './define-policy.ts';

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

  it('joins a resource only when its rules are exactly the contract’s abilities', () => {
    const base = {
      viewAny: adminOnly,
      create: adminOnly,
      view: adminOnly,
      update: adminOnly,
      delete: adminOnly,
    };
    const options = { table: languages, label: { en: 'Probe', nb: 'Probe' }, header: () => 'probe' };
    // @ts-expect-error the examination contract also names `answer` and `submit`: a base policy does not fit it.
    defineResource(examinationContract, { ...options, policy: definePolicy<object>(base) });
    const fitting = definePolicy<object, Abilities>({ ...base, answer: never, submit: never });
    expect(
      defineResource(examinationContract, { ...options, policy: fitting }).policy.item.answer,
    ).toBeTypeOf('function');
  });
});
