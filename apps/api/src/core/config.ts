import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { OTP_SENDS_PER_HOUR } from '@app/shared';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** apps/web/dist, from this file in apps/api/src/core or from its bundle in apps/api/dist. */
const DEFAULT_WEB_DIST = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? '../../../web/dist' : '../../web/dist',
    import.meta.url,
  ),
);

/** What the demo ships with for manual payments; production refuses to start with any of them. */
export const DEMO_PAYMENT_DETAILS = {
  UPI_ID: 'kodeschool@hdfcbank',
  UPI_PAYEE_NAME: 'KodeSchool Technologies Pvt Ltd',
  BANK_DETAILS:
    'HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234 · KodeSchool Technologies Pvt Ltd',
  GSTIN: '29ABCDE1234F1Z5',
} as const;

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  CORS_ORIGINS: z.string().default(''),
  ENABLE_DEV_ROUTES: bool,
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0.01).default(1),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: z.string().default('postmessage'),
  SMS_PROVIDER: z.enum(['outbox', 'msg91', 'http']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  SMS_HTTP_URL: z.string().url().optional().or(z.literal('')),
  SMS_HTTP_AUTH: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool,
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(OTP_SENDS_PER_HOUR),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PAYMENTS_TEST_GATEWAY: bool,
  SEAT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  UPI_ID: z.string().default(DEMO_PAYMENT_DETAILS.UPI_ID),
  UPI_PAYEE_NAME: z.string().default(DEMO_PAYMENT_DETAILS.UPI_PAYEE_NAME),
  BANK_DETAILS: z.string().default(DEMO_PAYMENT_DETAILS.BANK_DETAILS),
  DISCORD_INVITE_URL: z.string().default('https://discord.gg/kodeschool'),
  GSTIN: z.string().default(DEMO_PAYMENT_DETAILS.GSTIN),
  JOB_WORKERS: bool,
  JUDGE0_URL: z.string().url().optional().or(z.literal('')),
  JUDGE0_AUTH_TOKEN: z.string().optional(),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
  SMTP_URL: z.string().optional(),
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  MAIL_FROM: z.string().default('KodeSchool <no-reply@kodeschool.in>'),
  PUBLIC_URL: z.string().url().optional().or(z.literal('')),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  UPLOAD_QUOTA_MB: z.coerce.number().min(1).max(1_000_000).default(25),
  OTP_WRONG_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  METRICS_TOKEN: z.string().optional(),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

/**
 * `TRUST_PROXY`: how many proxies stand in front of us (`1`), or their addresses / CIDRs
 * (`10.0.0.1,10.0.0.0/8`). Never "trust all": with `true` any client could name its own IP in
 * X-Forwarded-For and escape every per-IP limit.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true' || v === '1' || v === '*') {
    return {
      error:
        'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxy hops (for example 1) or the proxy addresses',
    };
  }
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const ip = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = list.filter((x) => !ip.test(x) && !named.has(x));
  if (bad.length) {
    return {
      error: `TRUST_PROXY must be a number of proxy hops or a list of proxy addresses; not ${bad.join(', ')}`,
    };
  }
  return list;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  accessTokenTtlS: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  enableDevRoutes: boolean;
  redisUrl?: string;
  trustProxy: TrustProxy;
  logLevel: string;
  bodyLimit: number;
  rateLimitMultiplier: number;
  /** OTP sends allowed per phone per rolling hour (browser tests raise it). */
  otpSendsPerHour: number;
  google?: { clientId: string; clientSecret: string; redirectUri: string };
  /**
   * SMS: MSG91, a generic HTTP gateway (POST { to, body } to httpUrl with httpAuth as the
   * Authorization header) or, outside production only, the outbox table.
   */
  sms: {
    provider: 'outbox' | 'msg91' | 'http';
    msg91AuthKey?: string;
    msg91TemplateId?: string;
    httpUrl?: string;
    httpAuth?: string;
  };
  webDist: string;
  seedDemo: boolean;
  sessionCacheMs: number;
  /**
   * Online payments. Razorpay when its key id and secret are set (webhooks signed with
   * webhookSecret); otherwise the local test gateway, whose events are signed with
   * webhookSecret too (derived from the JWT secret when not set).
   */
  payments: {
    /**
     * 'none': no online payment is offered (production without Razorpay keys and without
     * PAYMENTS_TEST_GATEWAY=true); checkout offers the manual and free paths only.
     */
    gateway: 'razorpay' | 'test' | 'none';
    /** minutes an online order holds its seat (shown at checkout) */
    seatHoldMinutes: number;
    razorpayKeyId?: string;
    razorpayKeySecret?: string;
    webhookSecret: string;
    upiId: string;
    upiPayeeName: string;
    bankDetails: string;
    gstin: string;
  };
  discordInviteUrl: string;
  /** where uploaded files live (./data/uploads) */
  uploadsDir: string;
  /** server.ts starts the job queue's polling workers (JOB_WORKERS=false: web only). */
  jobWorkers: boolean;
  /** The coding judge: Judge0 when judge0Url is set, the local bubblewrap sandbox otherwise. */
  judge: {
    judge0Url?: string;
    judge0AuthToken?: string;
    /** submissions judged at once per process; 0 = one per CPU core */
    concurrency: number;
  };
  /** E-mail: SMTP (nodemailer, pooled) when smtpUrl is set, the outbox otherwise. */
  mail: { smtpUrl?: string; poolSize: number; from: string };
  /** The site's address as e-mails and certificates link to it (no trailing slash). */
  publicUrl: string;
  /** Files in an S3-compatible bucket when bucket is set; in uploadsDir otherwise. */
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  /** Per user: uploads per rolling hour and bytes stored in all. */
  uploads: { perHour: number; quotaBytes: number };
  /** Wrong OTP guesses one phone may make per rolling hour, across codes, before sign-in locks. */
  otpWrongPerHour: number;
  /** GET /metrics needs `Authorization: Bearer <token>` when set. */
  metricsToken?: string;
  /** Finished jobs and sent outbox rows older than this are deleted. */
  retentionDays: number;
  /** Settings that work but an operator should fix (logged at start, shown on the dashboard). */
  warnings: string[];
};

/** A secret kept in the data folder so local sessions survive restarts; production must set one. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * loadConfig for a process's entry point: a refused or invalid environment is printed as its
 * message alone (every problem named, no stack trace) and the process exits with status 1.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const problems = productionProblems(e, isProduction);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy) && trustProxy) {
    problems.unshift(trustProxy.error);
  }
  if (problems.length) {
    const lines = problems.map((p) => `  - ${p}`);
    throw new Error(`Refusing to start:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder
  // the person ran npm from (INIT_CWD), i.e. ./data at the repository root for `npm start`.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          redirectUri: e.GOOGLE_REDIRECT_URI,
        }
      : undefined;
  const config: Config = {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Outside production only this machine can reach a server started by `npm start`.
    host: e.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? (overrides.jwtSecret || localSecret(dataDir)),
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    enableDevRoutes: e.ENABLE_DEV_ROUTES ?? !isProduction,
    redisUrl: e.REDIS_URL || undefined,
    trustProxy: trustProxy as TrustProxy,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    otpSendsPerHour: e.OTP_SENDS_PER_HOUR,
    google,
    sms: {
      provider: e.SMS_PROVIDER,
      msg91AuthKey: e.MSG91_AUTH_KEY,
      msg91TemplateId: e.MSG91_TEMPLATE_ID,
      httpUrl: e.SMS_HTTP_URL || undefined,
      httpAuth: e.SMS_HTTP_AUTH || undefined,
    },
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    sessionCacheMs: e.SESSION_CACHE_MS,
    payments: {
      gateway:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? 'razorpay'
          : (e.PAYMENTS_TEST_GATEWAY ?? !isProduction)
            ? 'test'
            : 'none',
      seatHoldMinutes: e.SEAT_HOLD_MINUTES,
      razorpayKeyId: e.RAZORPAY_KEY_ID || undefined,
      razorpayKeySecret: e.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: '',
      upiId: e.UPI_ID,
      upiPayeeName: e.UPI_PAYEE_NAME,
      bankDetails: e.BANK_DETAILS,
      gstin: e.GSTIN,
    },
    discordInviteUrl: e.DISCORD_INVITE_URL,
    uploadsDir: path.join(dataDir, 'uploads'),
    jobWorkers: e.JOB_WORKERS ?? true,
    judge: {
      judge0Url: e.JUDGE0_URL || undefined,
      judge0AuthToken: e.JUDGE0_AUTH_TOKEN || undefined,
      concurrency: e.JUDGE_CONCURRENCY,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, poolSize: e.SMTP_POOL_SIZE, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    uploads: {
      perHour: e.UPLOADS_PER_HOUR,
      quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    },
    otpWrongPerHour: e.OTP_WRONG_PER_HOUR,
    metricsToken: e.METRICS_TOKEN || undefined,
    retentionDays: e.RETENTION_DAYS,
    warnings: e.SMTP_URL
      ? []
      : [
          'SMTP_URL is not set: e-mails (confirmations, receipts, certificates) are not sent, only kept in the outbox table',
        ],
  };
  const merged = { ...config, ...overrides };
  if (!merged.payments.webhookSecret) {
    merged.payments = {
      ...merged.payments,
      webhookSecret:
        e.RAZORPAY_WEBHOOK_SECRET ||
        createHmac('sha256', merged.jwtSecret).update('payments-webhook').digest('hex'),
    };
  }
  return merged;
}

type Env = z.output<typeof ZEnv>;

/** Every unsafe production setting at once, so an operator fixes them in one go. */
function productionProblems(e: Env, isProduction: boolean): string[] {
  if (!isProduction) return [];
  const problems: string[] = [];
  if (!e.JWT_SECRET) problems.push('JWT_SECRET is required (32+ random characters)');
  if (e.ENABLE_DEV_ROUTES) {
    problems.push('ENABLE_DEV_ROUTES=true is refused in production: it would expose every OTP');
  }
  if (e.SMS_PROVIDER === 'outbox') {
    problems.push(
      'SMS_PROVIDER must be msg91 or http: the outbox is not an SMS provider, nobody would get an OTP',
    );
  }
  if (e.SMS_PROVIDER === 'msg91' && !(e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_ID)) {
    problems.push('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    problems.push('SMS_PROVIDER=http needs SMS_HTTP_URL');
  }
  for (const key of Object.keys(DEMO_PAYMENT_DETAILS) as (keyof typeof DEMO_PAYMENT_DETAILS)[]) {
    if (e[key] === DEMO_PAYMENT_DETAILS[key]) {
      problems.push(`${key} is still the demo value: set your own`);
    }
  }
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && !e.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET is required when Razorpay keys are set');
  }
  return problems;
}
