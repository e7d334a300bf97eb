import type { ItemOf } from '@academy/contracts/common/resource-contract';
import type { examinationContract } from '@academy/contracts/entities/examination';
import { describe, expect, it } from 'vitest';
import { can, useCan } from './abilities.ts';

/** An item of a contract carries the contract's ability names in its type: can() takes only those. */
const examination = { abilities: { view: true, answer: true, submit: false } } as Pick<
  ItemOf<typeof examinationContract>,
  'abilities'
>;

describe('ability names typed from the contract', () => {
  it('asks about the contract’s abilities', () => {
    expect(can(examination, 'answer')).toBe(true);
    expect(useCan(examination, 'submit')).toBe(false);
    // Named in the contract but absent from this map: refused, as the server refuses it.
    expect(can(examination, 'delete')).toBe(false);
  });

  it('does not compile with an ability the contract does not name', () => {
    // @ts-expect-error 'answr' is not an ability of the examination contract.
    expect(can(examination, 'answr')).toBe(false);
    // @ts-expect-error 'grade' neither.
    expect(useCan(examination, 'grade')).toBe(false);
    // A plain map (no contract in its type) takes any name.
    expect(can({ abilities: { anything: true } }, 'anything')).toBe(true);
  });
});
