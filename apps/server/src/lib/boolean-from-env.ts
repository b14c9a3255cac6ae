import { z } from 'zod';

/** A yes/no environment variable: true/false, 1/0 or yes/no. */
export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
