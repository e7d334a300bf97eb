import { certificateUpdateSchema } from '@academy/contracts/entities/certificate';
import { describe, expect, it } from 'vitest';
import { type FieldShape, initialValues, toPayload, validateWithSchema } from './form-fields.ts';

const fields: FieldShape[] = [
  { name: 'title', kind: 'text', labelKey: 'a' },
  { name: 'certifier', kind: 'text', labelKey: 'b', empty: 'null' },
  {
    name: 'expires_at',
    kind: 'date',
    labelKey: 'c',
    empty: 'null',
    toInput: (value) => (value ? `${value}T00:00:00.000Z` : value),
  },
];

describe('form fields', () => {
  it('start from the saved item (dates as YYYY-MM-DD) or empty', () => {
    expect(
      initialValues(fields, { title: 'T', certifier: null, expires_at: '2027-01-31T00:00:00.000Z' }),
    ).toEqual({
      title: 'T',
      certifier: '',
      expires_at: '2027-01-31',
    });
    expect(initialValues(fields)).toEqual({ title: '', certifier: '', expires_at: '' });
    const active: FieldShape = { name: 'is_active', kind: 'switch', labelKey: 'd', initial: true };
    expect(initialValues([...fields, active])).toEqual({
      title: '',
      certifier: '',
      expires_at: '',
      is_active: true,
    });
    expect(initialValues([active], { is_active: false })).toEqual({ is_active: false });
  });
  it('start a create form from a field’s own initial value, and an update form from the item', () => {
    const withDefaults: FieldShape[] = [
      { name: 'is_active', kind: 'switch', labelKey: 'a', initial: true },
      { name: 'currency', kind: 'select', labelKey: 'b', initial: 'NOK' },
    ];
    expect(initialValues(withDefaults)).toEqual({ is_active: true, currency: 'NOK' });
    expect(initialValues(withDefaults, { is_active: false, currency: 'EUR' })).toEqual({
      is_active: false,
      currency: 'EUR',
    });
  });
  it('become the payload: trimmed, empty optional fields cleared, converted by the screen', () => {
    expect(toPayload(fields, { title: ' Safety ', certifier: ' ', expires_at: '2027-01-31' })).toEqual({
      title: 'Safety',
      certifier: null,
      expires_at: '2027-01-31T00:00:00.000Z',
    });
  });
  it('are checked by the schema with translated messages', () => {
    expect(
      validateWithSchema(certificateUpdateSchema, fields, { title: '', certifier: '', expires_at: '' }, 'nb'),
    ).toEqual({
      title: 'Tittel er påkrevd.',
    });
  });
});
