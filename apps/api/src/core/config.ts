import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { OTP_SENDS_PER_HOUR } from '@app/shared';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(0.01).default(1),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: z.string().default('postmessage'),
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool,
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(OTP_SENDS_PER_HOUR),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  UPI_ID: z.string().default('kodeschool@hdfcbank'),
  UPI_PAYEE_NAME: z.string().default('KodeSchool Technologies Pvt Ltd'),
  BANK_DETAILS: z
    .string()
    .default('HDFC Bank · A/c 50200012345678 · IFSC HDFC0001234 · KodeSchool Technologies Pvt Ltd'),
  DISCORD_INVITE_URL: z.string().default('https://discord.gg/kodeschool'),
  GSTIN: z.string().default('29ABCDE1234F1Z5'),
  JOB_WORKERS: bool,
  JUDGE0_URL: z.string().url().optional().or(z.literal('')),
  JUDGE0_AUTH_TOKEN: z.string().optional(),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(0).max(256).default(0),
  SMTP_URL: z.string().optional(),
  SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  MAIL_FROM: z.string().default('KodeSchool <no-reply@kodeschool.in>'),
  PUBLIC_URL: z.string().url().optional().or(z.literal('')),
});

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
  trustProxy: boolean;
  logLevel: string;
  bodyLimit: number;
  rateLimitMultiplier: number;
  /** OTP sends allowed per phone per rolling hour (browser tests raise it). */
  otpSendsPerHour: number;
  google?: { clientId: string; clientSecret: string; redirectUri: string };
  sms: { provider: 'outbox' | 'msg91'; msg91AuthKey?: string; msg91TemplateId?: string };
  webDist: string;
  seedDemo: boolean;
  sessionCacheMs: number;
  /**
   * Online payments. Razorpay when its key id and secret are set (webhooks signed with
   * webhookSecret); otherwise the local test gateway, whose events are signed with
   * webhookSecret too (derived from the JWT secret when not set).
   */
  payments: {
    gateway: 'razorpay' | 'test';
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
  if (isProduction && e.ENABLE_DEV_ROUTES) {
    throw new Error('ENABLE_DEV_ROUTES=true is refused in production: it would expose every OTP.');
  }
  if (isProduction && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production.');
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
    host: e.HOST,
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
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    otpSendsPerHour: e.OTP_SENDS_PER_HOUR,
    google,
    sms: {
      provider: e.SMS_PROVIDER,
      msg91AuthKey: e.MSG91_AUTH_KEY,
      msg91TemplateId: e.MSG91_TEMPLATE_ID,
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    sessionCacheMs: e.SESSION_CACHE_MS,
    payments: {
      gateway: e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test',
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
  if (isProduction && merged.payments.gateway === 'razorpay' && !e.RAZORPAY_WEBHOOK_SECRET) {
    throw new Error('RAZORPAY_WEBHOOK_SECRET is required when Razorpay keys are set.');
  }
  return merged;
}
