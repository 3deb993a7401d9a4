import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { withoutTrailingSlashes } from './lib/text.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where PGlite keeps its files and uploads are stored. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** A PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Public address of the site, used in canonical links and the sitemap; without it, the configured HOST and PORT (never a request's Host header). */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The web app's server build (`entry-server.js`), which renders the public pages' first view; without it the browser renders them. */
  WEB_SERVER_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist-server')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request slower than this many milliseconds is logged as a warning. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
  /** Load the demo catalogue and accounts into an empty database at start. */
  SEED_DEMO: booleanFlag.default(true),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Trust X-Forwarded-* headers from these proxies (Fastify's trustProxy: 'true', a hop count, or
   * comma-separated addresses/CIDRs). Off by default, so clients cannot choose their own address.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string => {
      if (value === 'true' || value === 'false') return value === 'true';
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  /** Server processes (node:cluster) sharing the port; more than one needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** A request whose body has not all arrived this many milliseconds after it began is answered 408 and closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** A request whose headers have not all arrived after this many milliseconds is closed (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Serve the OpenAPI page and document at /api/docs; `false` turns them off (in production, say). */
  API_DOCS: booleanFlag.default(true),
  /** Bookings one account may make in ten minutes (each one takes seats). */
  BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Attempts per minute per address on login and register. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Outgoing mail defaults; each one is used only when its setting (smtp_host, smtp_port,
   * smtp_username, smtp_password, mail_from_address, mail_from_name) is empty.
   */
  SMTP_HOST: z.string().trim().max(255).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USERNAME: z.string().max(255).optional(),
  SMTP_PASSWORD: z.string().max(1000).optional(),
  MAIL_FROM_ADDRESS: z.email().max(254).optional(),
  MAIL_FROM_NAME: z.string().trim().max(200).optional(),
  /** Where uploaded images are kept: DATA_DIR/uploads (`local`) or an S3-compatible bucket (`s3`). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().trim().min(1).max(255).optional(),
  /** An S3-compatible server's address (MinIO, R2, …); AWS when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  /** The public address the bucket's objects are served from (a CDN or the bucket's URL). */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Online payments: razorpay, stripe, or none (staff record payments by hand, as before). */
  PAYMENT_PROVIDER: z.enum(['razorpay', 'stripe', 'none']).default('none'),
  RAZORPAY_KEY_ID: z.string().trim().max(200).optional(),
  RAZORPAY_KEY_SECRET: z.string().max(500).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().max(500).optional(),
  /** Razorpay's API; the client adds /v1/…. Tests point it at a local fake. */
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  /** Razorpay Checkout's script, loaded by the booking page. */
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Razorpay's dashboard, linked from the back office. */
  RAZORPAY_DASHBOARD_URL: z.string().url().default('https://dashboard.razorpay.com'),
  STRIPE_SECRET_KEY: z.string().max(500).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().max(500).optional(),
  /** Stripe's API (https://api.stripe.com when unset). Tests point it at a local fake. */
  STRIPE_API_URL: z.string().url().optional(),
  STRIPE_DASHBOARD_URL: z.string().url().default('https://dashboard.stripe.com'),
  /**
   * Webhook endpoints may use http and private, loopback or link-local addresses (a receiver on
   * this machine, in development and tests). Never in a real deployment: off, only public https
   * addresses are accepted, checked after DNS resolution at registration and at every delivery.
   */
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
  /** Encrypts the webhook endpoints' signing secrets in the database (AES-256-GCM); any long random string. */
  WEBHOOK_SECRET_KEY: z.string().min(16).max(500).optional(),
});

const PROVIDER_KEYS = {
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
} as const;

/** The settings, with those that only matter together checked together. */
const envSchema = envFields.superRefine((env, ctx) => {
  if (env.PAYMENT_PROVIDER !== 'none') {
    for (const name of PROVIDER_KEYS[env.PAYMENT_PROVIDER]) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `required when PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER}`,
        });
    }
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });
  }
  if (env.MEDIA_STORAGE !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when MEDIA_STORAGE=s3' });
  }
});

export type Config = z.infer<typeof envSchema> & { repoRoot: string };

/** Read and validate the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, repoRoot, ...overrides };
}

/**
 * The site's own address: PUBLIC_URL, or else the address the server is configured to listen on.
 * Never the request's Host header: anyone can send one, and the sitemap is cached for an hour.
 */
export function siteOrigin({ PUBLIC_URL, HOST, PORT }: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (PUBLIC_URL) return withoutTrailingSlashes(PUBLIC_URL);
  const anyAddress = ['0.0.0.0', '::', '::0'].includes(HOST);
  const host = anyAddress ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}${PORT === 80 ? '' : `:${PORT}`}`;
}
