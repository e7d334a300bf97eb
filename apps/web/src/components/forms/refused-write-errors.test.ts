import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { refusedWriteErrors } from './refused-write-errors.ts';

describe('refusedWriteErrors', () => {
  it('puts the messages of the form’s own fields under them and the others above the form', () => {
    const error = new ApiError({
      kind: 'validation',
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'Oops',
      errors: { end_date: ['Too early.', 'Not before today.'], seats: ['No seats left.'] },
    });
    expect(refusedWriteErrors(error, (field) => field === 'end_date')).toEqual({
      fields: { end_date: 'Too early. Not before today.' },
      form: 'No seats left.',
    });
  });

  it('gives any other failure to the form whole', () => {
    const error = new ApiError({
      kind: 'server',
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Something broke',
      errors: {},
    });
    expect(refusedWriteErrors(error, () => true)).toEqual({ fields: {}, form: 'Something broke' });
  });
});
