import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting of the server, read from the environment in one place. Documented in the README. */
const truthy = ['true', '1', 'yes', 'on'];
const falsy = ['false', '0', 'no', 'off', ''];
const booleanish = z
  .union([z.boolean(), z.string().refine((value) => [...truthy, ...falsy].includes(value.toLowerCase()))])
  .transform(
    (value) => value === true || (typeof value === 'string' && truthy.includes(value.toLowerCase())),
  );

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Academy <no-reply@academy.test>'),
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).default(480),
  MAINTENANCE: booleanish.default(false),
  MAINTENANCE_RETRY_AFTER: z.coerce.number().int().min(1).default(300),
  SEED_DEMO: booleanish.default(true),
  DEMO_HISTORY: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  POLL_INTERVAL_MS: z.coerce.number().int().min(1000).default(30000),
  FRONTEND_REQUIRED_VERSION: z.string().optional(),
  ENABLE_GTM: booleanish.default(false),
  PADDLE_VENDOR_ID: z.string().default(''),
  PADDLE_SANDBOX: booleanish.default(true),
  // Paddle Billing (issue 24): all three set, or none (the local sandbox provider is then the shop's provider).
  PADDLE_API_KEY: z.string().optional(),
  PADDLE_WEBHOOK_SECRET: z.string().optional(),
  PADDLE_CLIENT_TOKEN: z.string().optional(),
  PADDLE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(100000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  UPLOAD_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024 * 1024),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024 * 1024),
  UPLOAD_OPEN_MAX: z.coerce.number().int().min(1).default(20),
  // `enqueue-only`: jobs are queued durably but this process works none (another process, or a later start).
  JOBS: z
    .union([z.literal('enqueue-only'), booleanish])
    .default(true)
    .transform((value) => (value === 'enqueue-only' ? value : value === true)),
  TRUST_PROXY: z.string().default('false'),
  ACTOR_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  TENANT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  VALIDATE_RESPONSES: booleanish.default(false),
  WEB_DIST: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  // Sign-in through Microsoft Entra ID and Facebook (issue 25): where the providers are (tests point them at a
  // local OpenID provider); the Facebook app is the platform's, Entra ID's application is each company's.
  ENTRA_AUTHORITY_URL: z.string().url().default('https://login.microsoftonline.com'),
  FACEBOOK_AUTHORITY_URL: z.string().url().default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  // Only for a local test provider on http://: openid-client refuses plain HTTP otherwise.
  SIGN_IN_PROVIDERS_ALLOW_HTTP: booleanish.default(false),
  // A statement slower than this is logged (warn) with its time; 0 logs none.
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(500),
  // How long a stopping process (SIGTERM) lets in-flight requests and job steps finish before it exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
  // How long a stopping process keeps serving, with /ready answering 503, before it stops accepting: time for a
  // load balancer's readiness probe to take it out of rotation.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
});

/**
 * What each variable takes, in words: the start-up message says it beside what was wrong (issue 26 "Configuration
 * validated at start with clear messages").
 */
const expectations: Partial<Record<keyof z.infer<typeof environmentSchema>, string>> = {
  PORT: 'a whole number from 0 to 65535',
  DATABASE_URL: 'a PostgreSQL address, postgres://user:password@host:5432/database',
  PUBLIC_URL: 'the absolute address people open, e.g. https://academy.example.com',
  APP_SECRET: 'a random text of at least 32 characters (e.g. `openssl rand -hex 32`)',
  SMTP_URL: 'an SMTP address, smtp://user:password@host:587 or smtps://…:465',
  TOKEN_TTL_MINUTES: 'a whole number of minutes, at least 1',
  MAINTENANCE_RETRY_AFTER: 'a whole number of seconds, at least 1',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  MAINTENANCE: 'true or false',
  SEED_DEMO: 'true or false',
  DEMO_HISTORY: 'true or false',
  ENABLE_GTM: 'true or false',
  PADDLE_SANDBOX: 'true or false',
  VALIDATE_RESPONSES: 'true or false',
  S3_FORCE_PATH_STYLE: 'true or false',
  POLL_INTERVAL_MS: 'a whole number of milliseconds, at least 1000',
  PADDLE_ENVIRONMENT: 'sandbox or production',
  ALTCHA_MAX_NUMBER: 'a whole number, at least 10',
  LOGIN_RATE_LIMIT: 'a whole number, at least 1',
  RATE_LIMIT_WINDOW_SECONDS: 'a whole number of seconds, at least 1',
  BODY_LIMIT_BYTES: 'a whole number of bytes, at least 1024',
  UPLOAD_IMAGE_MAX_BYTES: 'a whole number of bytes, at least 1024',
  UPLOAD_VIDEO_MAX_BYTES: 'a whole number of bytes, at least 1024',
  UPLOAD_QUOTA_BYTES: 'a whole number of bytes, at least 1024',
  UPLOAD_OPEN_MAX: 'a whole number, at least 1',
  JOBS: 'true, false or enqueue-only',
  ACTOR_CACHE_SECONDS: 'a number of seconds from 0 to 300',
  TENANT_CACHE_SECONDS: 'a number of seconds from 0 to 3600',
  STORAGE: 'local or s3',
  SLOW_QUERY_MS: 'a whole number of milliseconds, 0 or more (0: log no slow statements)',
  SHUTDOWN_TIMEOUT_MS: 'a whole number of milliseconds, 0 or more',
  SHUTDOWN_DELAY_MS: 'a whole number of milliseconds, 0 or more',
};

/** Variables whose value is a secret, or may carry one (a password in an address): never echoed back. */
const secretVariables = new Set([
  'APP_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'PADDLE_API_KEY',
  'PADDLE_WEBHOOK_SECRET',
  'PADDLE_CLIENT_TOKEN',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/** One thing wrong with the environment: which variable, what is wrong, what it takes. */
export type ConfigProblem = { variable: string; problem: string; expected: string };

/**
 * The configuration cannot be used. Carries every problem found (not only the first), and a message that lists
 * them one a line, for an operator: `main.ts` prints it and exits 1 without a stack trace.
 */
export class ConfigError extends Error {
  constructor(readonly problems: ConfigProblem[]) {
    super(
      [
        `The configuration is not valid (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):`,
        ...problems.map(
          ({ variable, problem, expected }) => `  - ${variable}: ${problem}; expected ${expected}.`,
        ),
        'See "Configuration" in the README for every variable.',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}

function shownValue(variable: string, value: unknown): string {
  if (secretVariables.has(variable)) return 'the value given';
  return value === '' ? 'an empty value' : JSON.stringify(String(value));
}

/** Zod's issue in words an operator reads: what was given and why it does not fit. */
function describeIssue(issue: z.core.$ZodIssue, environment: NodeJS.ProcessEnv): ConfigProblem {
  const variable = String(issue.path[0] ?? '?');
  const given = shownValue(variable, environment[variable]);
  let problem: string;
  switch (issue.code) {
    case 'too_small':
      problem =
        issue.origin === 'string'
          ? `${given} is too short (${String(environment[variable] ?? '').length > 0 && secretVariables.has(variable) ? `${String(environment[variable]).length} characters` : 'too few characters'})`
          : `${given} is too small`;
      break;
    case 'too_big':
      problem = `${given} is too large`;
      break;
    case 'invalid_type':
      problem = issue.expected === 'number' ? `${given} is not a number` : `${given} is not valid`;
      break;
    case 'invalid_value':
      problem = `${given} is not one of the allowed values`;
      break;
    case 'invalid_format':
      problem = `${given} is not a valid ${issue.format === 'url' ? 'address' : issue.format}`;
      break;
    case 'invalid_union':
      problem = `${given} is not one of the allowed values`;
      break;
    default:
      problem = `${given} is not valid`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') problem = `${given} is not a whole number`;
  if (issue.code === 'invalid_format' && issue.format === 'int') problem = `${given} is not a whole number`;
  return {
    variable,
    problem,
    expected: expectations[variable as keyof typeof expectations] ?? 'a valid value',
  };
}

/** Addresses must parse, and with the scheme the setting needs. */
function addressProblems(env: NodeJS.ProcessEnv): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const check = (variable: string, schemes: string[]) => {
    const value = env[variable];
    if (!value) return;
    let protocol: string | null = null;
    try {
      protocol = new URL(value).protocol.replace(/:$/, '');
    } catch {
      protocol = null;
    }
    if (protocol === null || !schemes.includes(protocol))
      problems.push({
        variable,
        problem:
          protocol === null
            ? 'the value given is not an address'
            : `the scheme "${protocol}" is not supported`,
        expected: expectations[variable as keyof typeof expectations] ?? schemes.join(' or '),
      });
  };
  check('DATABASE_URL', ['postgres', 'postgresql']);
  check('SMTP_URL', ['smtp', 'smtps']);
  check('PUBLIC_URL', ['http', 'https']);
  return problems;
}

/** An S3-compatible bucket (AWS, MinIO, R2, …); without keys the SDK's own chain (instance role, profile) is used. */
export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path (`https://host/bucket/key`) rather than the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
};

/** Where files live (DESIGN §2 "files"): the local disk under DATA_DIR, or an S3-compatible bucket. */
export type StorageSettings = { kind: 'local' } | { kind: 's3'; s3: S3Settings };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  tokenTtlMinutes: number;
  maintenance: boolean;
  maintenanceRetryAfter: number;
  seedDemo: boolean;
  /** With the demo, also its history: Nordlys's 40 learners and 18 months of learning (issue 21 §6). */
  demoHistory: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  pollIntervalMs: number;
  frontendRequiredVersion: string | undefined;
  enableGtm: boolean;
  paddleVendorId: string;
  paddleSandbox: boolean;
  /** The shop's payment provider settings: Paddle Billing when its keys are set, else the local sandbox. */
  payments: PaymentSettings;
  altchaMaxNumber: number;
  loginRateLimit: number;
  rateLimitWindowSeconds: number;
  bodyLimitBytes: number;
  /** Largest file accepted in a form's image field, and in a video field (a logo is always 1 MB). */
  uploadImageMaxBytes: number;
  uploadVideoMaxBytes: number;
  /**
   * What one user's open uploads (FilePond uploads still coming in, or in but not yet used) may hold
   * together, in bytes and in number; an upload past either is refused before it is stored.
   */
  uploadQuotaBytes: number;
  uploadOpenMax: number;
  /** Whether the job engine starts here: true (queue and work jobs), false (run them inline), or enqueue-only. */
  jobs: boolean | 'enqueue-only';
  /** Which proxies' X-Forwarded-For to believe: false, true, a hop count, or addresses (comma-separated). */
  trustProxy: boolean | number | string;
  actorCacheSeconds: number;
  tenantCacheSeconds: number;
  validateResponses: boolean;
  webDist: string;
  storage: StorageSettings;
  /** A statement slower than this many milliseconds is logged with its time (0: none). */
  slowQueryMs: number;
  /** How long SIGTERM waits for in-flight requests and job steps before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long SIGTERM keeps serving (with /ready answering 503) before the listener closes. */
  shutdownDelayMs: number;
  /** Microsoft Entra ID and Facebook sign-in: the providers' addresses and the platform's Facebook app. */
  signInProviders: SignInProviderSettings;
};

export type SignInProviderSettings = {
  /** Entra ID's authority; a company's directory is `<authority>/<tenant id>/v2.0` (its issuer). */
  entraAuthorityUrl: string;
  facebookAuthorityUrl: string;
  facebookGraphUrl: string;
  /** The platform's Facebook app; without it Facebook sign-in is not offered. */
  facebook: { appId: string; appSecret: string } | null;
  allowHttp: boolean;
};

/**
 * Paddle Billing's keys (the API key and webhook secret stay on the server; the client token is public by
 * Paddle's design), or the academy's local sandbox, which needs none and moves no money.
 */
export type PaymentSettings =
  | { provider: 'local' }
  | {
      provider: 'paddle';
      apiKey: string;
      webhookSecret: string;
      clientToken: string;
      environment: 'sandbox' | 'production';
    };

/** Half a Paddle setting stops the server at start, rather than taking money it cannot fulfil. */
function paymentSettings(env: z.infer<typeof environmentSchema>): PaymentSettings {
  const apiKey = env.PADDLE_API_KEY || undefined;
  const webhookSecret = env.PADDLE_WEBHOOK_SECRET || undefined;
  const clientToken = env.PADDLE_CLIENT_TOKEN || undefined;
  if (!apiKey && !webhookSecret && !clientToken) return { provider: 'local' };
  if (!apiKey || !webhookSecret || !clientToken) {
    const missing = [
      ['PADDLE_API_KEY', apiKey],
      ['PADDLE_WEBHOOK_SECRET', webhookSecret],
      ['PADDLE_CLIENT_TOKEN', clientToken],
    ].filter(([, value]) => !value);
    throw new ConfigError(
      missing.map(([variable]) => ({
        variable: variable as string,
        problem: 'is missing while other Paddle keys are set',
        expected: 'PADDLE_API_KEY, PADDLE_WEBHOOK_SECRET and PADDLE_CLIENT_TOKEN set together or not at all',
      })),
    );
  }
  return { provider: 'paddle', apiKey, webhookSecret, clientToken, environment: env.PADDLE_ENVIRONMENT };
}

/** The secret signs captcha challenges and media URLs; generated once into DATA_DIR when not given. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** STORAGE=s3 needs a bucket, and keys come in pairs; a half-made setting stops the server at start. */
function storageSettings(env: z.infer<typeof environmentSchema>): StorageSettings {
  if (env.STORAGE === 'local') return { kind: 'local' };
  if (!env.S3_BUCKET)
    throw new ConfigError([
      {
        variable: 'S3_BUCKET',
        problem: 'is missing with STORAGE=s3',
        expected: 'the name of an existing bucket',
      },
    ]);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError([
      {
        variable: accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
        problem: `is missing while ${accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} is set`,
        expected: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set together or not at all',
      },
    ]);
  }
  return {
    kind: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The environment checked as a whole: every problem at once (a wrong type, a half-set pair, an address of the
 * wrong kind), as one ConfigError, so an operator fixes them in one go instead of one start per mistake.
 */
function parseEnvironment(environment: NodeJS.ProcessEnv): z.infer<typeof environmentSchema> {
  const parsed = environmentSchema.safeParse(environment);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => describeIssue(issue, environment));
  const reported = new Set(problems.map((problem) => problem.variable));
  problems.push(...addressProblems(environment).filter((problem) => !reported.has(problem.variable)));
  // The pairs are checked even when a type is wrong elsewhere: every problem is told in one go.
  const checked = parsed.success
    ? parsed.data
    : ({ ...environment, STORAGE: environment.STORAGE ?? 'local' } as z.infer<typeof environmentSchema>);
  for (const settings of [paymentSettings, storageSettings])
    try {
      settings(checked);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
    }
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed.data!;
}

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const env = parseEnvironment(environment);
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR);
  const port = overrides.port ?? env.PORT;
  return {
    port,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appSecret: env.APP_SECRET ?? overrides.appSecret ?? loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    tokenTtlMinutes: env.TOKEN_TTL_MINUTES,
    maintenance: env.MAINTENANCE,
    maintenanceRetryAfter: env.MAINTENANCE_RETRY_AFTER,
    seedDemo: env.SEED_DEMO,
    demoHistory: env.DEMO_HISTORY,
    logLevel: env.LOG_LEVEL,
    pollIntervalMs: env.POLL_INTERVAL_MS,
    frontendRequiredVersion: env.FRONTEND_REQUIRED_VERSION,
    enableGtm: env.ENABLE_GTM,
    paddleVendorId: env.PADDLE_VENDOR_ID,
    paddleSandbox: env.PADDLE_SANDBOX,
    payments: overrides.payments ?? paymentSettings(env),
    altchaMaxNumber: env.ALTCHA_MAX_NUMBER,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadImageMaxBytes: env.UPLOAD_IMAGE_MAX_BYTES,
    uploadVideoMaxBytes: env.UPLOAD_VIDEO_MAX_BYTES,
    uploadQuotaBytes: env.UPLOAD_QUOTA_BYTES,
    uploadOpenMax: env.UPLOAD_OPEN_MAX,
    jobs: env.JOBS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    actorCacheSeconds: env.ACTOR_CACHE_SECONDS,
    tenantCacheSeconds: env.TENANT_CACHE_SECONDS,
    validateResponses: env.VALIDATE_RESPONSES,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    storage: storageSettings(env),
    signInProviders: {
      entraAuthorityUrl: env.ENTRA_AUTHORITY_URL.replace(/\/$/, ''),
      facebookAuthorityUrl: env.FACEBOOK_AUTHORITY_URL.replace(/\/$/, ''),
      facebookGraphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET }
          : null,
      allowHttp: env.SIGN_IN_PROVIDERS_ALLOW_HTTP,
    },
    slowQueryMs: env.SLOW_QUERY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    ...overrides,
  };
}
