import { z } from 'zod';

/**
 * The environment variables of /metrics. Without METRICS_TOKEN and METRICS_PORT the metrics are not
 * served at all (404): they name routes, backlogs and escrow totals an outsider has no business with.
 */
export const metricsConfigSchema = z.object({
  /** A bearer token Prometheus sends (`authorization: Bearer …`); with it, /metrics answers on the main port. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
  /** A second port serving only /metrics, for a scraper inside the private network (0 picks a free one). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics port listens on; loopback unless the scraper runs on another host. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How often this node runs the full ledger verification for the ledger_verify gauges; 0 (the
   * default) only records the runs of `ops ledger-verify` sent to this server. It reads every posting:
   * turn it on for one node, every hour or so.
   */
  LEDGER_VERIFY_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(0),
});

export type MetricsConfig = z.infer<typeof metricsConfigSchema>;
