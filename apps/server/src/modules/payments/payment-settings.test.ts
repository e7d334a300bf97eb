import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/** PADDLE_* settings: none gives the local sandbox, all three Paddle Billing, anything between stops the start. */
describe('the payment settings', () => {
  const base = {
    APP_SECRET: 'test-secret-test-secret-test-secret-000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pay-')),
  };

  it('uses the local sandbox without Paddle keys', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'local' });
  });

  it('uses Paddle Billing with all three keys, in its sandbox unless told production', () => {
    const keys = { PADDLE_API_KEY: 'key', PADDLE_WEBHOOK_SECRET: 'secret', PADDLE_CLIENT_TOKEN: 'token' };
    expect(loadConfig({ ...base, ...keys }).payments).toEqual({
      provider: 'paddle',
      apiKey: 'key',
      webhookSecret: 'secret',
      clientToken: 'token',
      environment: 'sandbox',
    });
    expect(loadConfig({ ...base, ...keys, PADDLE_ENVIRONMENT: 'production' }).payments).toMatchObject({
      environment: 'production',
    });
    expect(() => loadConfig({ ...base, ...keys, PADDLE_ENVIRONMENT: 'live' })).toThrow();
  });

  it('refuses half a Paddle setting', () => {
    expect(() => loadConfig({ ...base, PADDLE_API_KEY: 'key' })).toThrow(/set together/);
  });
});
