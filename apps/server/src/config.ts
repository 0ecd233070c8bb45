import { z } from 'zod';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL URL; when absent the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).default('development-only-session-secret'),
  /** Name of a header set by a trusted proxy that carries the visitor's ISO country (e.g. cf-ipcountry). */
  GEO_HEADER: z.string().optional(),
  /** smtp://user:pass@host:port; without it e-mails stay in the outbox, readable in development. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Open Casino <no-reply@open-casino.local>'),
  /** Public origin of the site, used for CSRF origin checks and links in e-mails. */
  PUBLIC_ORIGIN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the tester accounts (public password) in production too; outside production they are always seeded. */
  SEED_TESTERS: z.stringbool().default(false),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Reads the process environment once, failing fast with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

export function isDevelopment(config: AppConfig): boolean {
  return config.NODE_ENV !== 'production';
}

/** The testers' password is in the README: a production install gets them only when the operator asks (SEED_TESTERS). */
export function seedsTesters(config: AppConfig): boolean {
  return isDevelopment(config) || config.SEED_TESTERS;
}
