import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { statusForContextError } from './start-app.ts';

const error = (status: number, statusText: string) =>
  new ApiError({ kind: status === 403 ? 'forbidden' : 'server', message: statusText, status, statusText });

describe('statusForContextError (spec §8 context load rows)', () => {
  it('shows maintenance for 503', () => {
    expect(statusForContextError(error(503, 'Service Unavailable'))).toEqual({ status: 'maintenance' });
  });
  it('shows not-found for 404', () => {
    expect(statusForContextError(error(404, 'Not Found'))).toEqual({ status: 'not-found' });
  });
  it('shows the generic screen with code and status text otherwise', () => {
    expect(statusForContextError(error(500, 'Internal Server Error'))).toEqual({
      status: 'error',
      code: 500,
      statusText: 'Internal Server Error',
    });
    expect(statusForContextError(new ApiError({ kind: 'network', message: 'Connection error.' }))).toEqual({
      status: 'error',
      code: 0,
      statusText: 'Connection error.',
    });
  });
});
