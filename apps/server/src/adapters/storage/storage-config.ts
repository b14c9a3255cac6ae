import { z } from 'zod';
import { booleanFromEnv } from '../../lib/boolean-from-env.js';

/**
 * Where uploaded files live (KYC documents, chat and support images, trade attachments, avatars).
 * `local` is a folder under DATA_DIR and suits one node; several nodes share an S3-compatible bucket.
 */
export const storageConfigSchema = z.object({
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** Bucket names as S3 allows them: 3–63 lower-case letters, digits, dots and hyphens. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name such as eu-central-1')
    .default('us-east-1'),
  /** Another provider's or a self-hosted server's address; AWS's own endpoint when unset. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Static credentials; when both are unset the SDK's default chain (instance role, profile) is used. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (https://host/bucket/key) instead of the host name; most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** A folder inside the bucket for this installation's objects, such as `p2p/`. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)+$/, 'must be folder names of a-z 0-9 _ - each ending in /, such as p2p/')
    .default(''),
});
export type StorageConfig = z.infer<typeof storageConfigSchema>;

/** What the schema alone cannot say, one line per variable (empty when the storage settings hold together). */
export function storageConfigProblems(config: StorageConfig): string[] {
  const problems: string[] = [];
  if (config.STORAGE === 's3' && !config.S3_BUCKET) problems.push('S3_BUCKET: required when STORAGE=s3');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together or neither');
  }
  return problems;
}
