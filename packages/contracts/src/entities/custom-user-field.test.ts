import { describe, expect, it } from 'vitest';
import { assignCustomFieldKeys, customFieldKey, readCustomUserFields } from './custom-user-field.ts';

describe('custom user field keys (issue 21 §5)', () => {
  it('slugs the label: lower case, æøå spelled out, accents dropped, symbols as one underscore', () => {
    expect(customFieldKey('Employee number')).toBe('employee_number');
    expect(customFieldKey('Ansatt-nr. (Bergen)')).toBe('ansatt_nr_bergen');
    expect(customFieldKey('Første år på kontoret')).toBe('forste_ar_pa_kontoret');
    expect(customFieldKey('Crème brûlée')).toBe('creme_brulee');
    expect(customFieldKey('Ærlig')).toBe('aerlig');
  });

  it('numbers a taken or reserved key, and keys a label with nothing to spell `field`', () => {
    expect(customFieldKey('Team', ['team'])).toBe('team_2');
    expect(customFieldKey('Team', ['team', 'team_2'])).toBe('team_3');
    expect(customFieldKey('Constructor')).toBe('constructor_2');
    expect(customFieldKey('???')).toBe('field');
    expect(customFieldKey('x'.repeat(80)).length).toBeLessThanOrEqual(50);
  });

  it('keeps the keys a write sends and gives new fields unused ones', () => {
    const label = (en: string) => ({ en, nb: en });
    expect(
      assignCustomFieldKeys(
        [
          { key: 'team', label: label('Group'), required: false },
          { label: label('Team'), required: true },
        ],
        ['team', 'team_2'],
      ).map((field) => field.key),
    ).toEqual(['team', 'team_3']);
  });

  it('reads a label stored as one string as that label in both languages', () => {
    expect(readCustomUserFields([{ key: 'badge', label: 'Badge', required: true }])).toEqual([
      { key: 'badge', label: { en: 'Badge', nb: 'Badge' }, required: true },
    ]);
    expect(readCustomUserFields(undefined)).toEqual([]);
  });
});
