import path from 'node:path';
import { z } from 'zod';
import { WEB_DIST_DIR } from './paths.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Everything the server reads from its environment, validated once at start. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('P2P Marketplace <no-reply@localhost>'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  /** Browser tests only: exposes the outbox without sign-in. Refused in production. */
  E2E_TEST_HOOKS: booleanFromEnv.default(false),
});

export type Config = z.infer<typeof configSchema> & { cookieSecure: boolean; inMemory: boolean };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (config.E2E_TEST_HOOKS && config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  E2E_TEST_HOOKS: must not be set in production');
  }
  const inMemory = config.DATA_DIR === 'memory';
  return {
    ...config,
    DATA_DIR: inMemory ? config.DATA_DIR : path.resolve(config.DATA_DIR),
    inMemory,
    cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  };
}
