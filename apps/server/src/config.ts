import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Every setting of the server, read from the environment in one place. Documented in the README. */
const booleanish = z
  .union([z.boolean(), z.string()])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes');

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
});

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
    throw new Error(
      'PADDLE_API_KEY, PADDLE_WEBHOOK_SECRET and PADDLE_CLIENT_TOKEN are set together or not at all',
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
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
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

export function loadConfig(
  environment: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const env = environmentSchema.parse(environment);
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
    ...overrides,
  };
}
