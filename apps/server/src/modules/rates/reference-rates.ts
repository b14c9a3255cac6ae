import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CRYPTO_CURRENCIES, parseDecimal, RATE_SCALE, type CryptoCode } from '@p2p/shared';
import { SERVER_ROOT } from '../../paths.js';
import { FIAT_VOLATILITIES, type FiatVolatility } from './deterministic-walk.js';

export const REFERENCE_RATES_FILE = path.join(SERVER_ROOT, 'src/modules/rates/data/reference-rates.json');

const positiveDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'a decimal number')
  .refine((text) => /[1-9]/.test(text), 'must be above zero');

const fileSchema = z.strictObject({
  asOf: z.iso.date(),
  note: z.string(),
  crypto: z.strictObject({ BTC: positiveDecimal, ETH: positiveDecimal, USDT: positiveDecimal }),
  fiat: z.record(
    z.string().regex(/^[A-Z]{3}$/),
    z.strictObject({ perUsd: positiveDecimal, volatility: z.enum(FIAT_VOLATILITIES) }),
  ),
});

/** The bundled price levels the simulated walk moves around (18-decimal scaled). */
export interface ReferenceRates {
  asOf: string;
  /** USD per one coin. */
  coinUsd: Readonly<Record<CryptoCode, bigint>>;
  /** Units of each fiat currency per one USD, and how much the walk moves it. */
  fiat: ReadonlyMap<string, { perUsd: bigint; volatility: FiatVolatility }>;
}

export function parseReferenceRates(json: unknown): ReferenceRates {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Reference rates are invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const { asOf, crypto, fiat } = parsed.data;
  const coinUsd = Object.fromEntries(
    CRYPTO_CURRENCIES.map((coin) => [coin.code, parseDecimal(crypto[coin.code], RATE_SCALE)]),
  ) as Record<CryptoCode, bigint>;
  return {
    asOf,
    coinUsd,
    fiat: new Map(
      Object.entries(fiat).map(([code, entry]) => [
        code,
        { perUsd: parseDecimal(entry.perUsd, RATE_SCALE), volatility: entry.volatility },
      ]),
    ),
  };
}

let bundled: Promise<ReferenceRates> | undefined;

/** The committed data file, read and checked once per process. */
export function loadReferenceRates(): Promise<ReferenceRates> {
  if (!bundled) {
    bundled = readFile(REFERENCE_RATES_FILE, 'utf8').then((text) => parseReferenceRates(JSON.parse(text)));
    bundled.catch(() => (bundled = undefined));
  }
  return bundled;
}
