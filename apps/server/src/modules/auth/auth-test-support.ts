import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { FastifyInstance } from 'fastify';

/** Test support (not a test): what the altcha widget does, on the cheap test parameters. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha challenge could not be solved');
  const payload = { ...challenge, number: solution.number, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Signs in through the API, from its own address so the rate-limit counters of other tests stay apart. */
export async function loginThroughApi(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: body,
    remoteAddress: options.remoteAddress ?? '10.0.0.1',
    headers: options.headers,
  });
}

export const demoPassword = 'academy-demo';
