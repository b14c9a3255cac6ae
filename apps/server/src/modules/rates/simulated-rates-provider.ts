import { CRYPTO_CURRENCIES, divideRoundHalfUp, type ChartRange, type CryptoCode } from '@p2p/shared';
import {
  BTC_OCTAVES,
  ETH_OCTAVES,
  FIAT_OCTAVES,
  PPB,
  USDT_LIMIT_PPB,
  USDT_OCTAVES,
  walkOffsetPpb,
  type Octave,
} from './deterministic-walk.js';
import {
  historyInstants,
  priceInstant,
  type PricePoint,
  type RatesProvider,
  type RatesSnapshot,
} from './rates-provider.js';
import type { ReferenceRates } from './reference-rates.js';

const COIN_WALKS: Record<CryptoCode, { octaves: Octave[]; limitPpb?: number }> = {
  BTC: { octaves: BTC_OCTAVES },
  ETH: { octaves: ETH_OCTAVES },
  USDT: { octaves: USDT_OCTAVES, limitPpb: USDT_LIMIT_PPB },
};

function moved(reference: bigint, offsetPpb: number): bigint {
  return divideRoundHalfUp(reference * BigInt(PPB + offsetPpb), BigInt(PPB));
}

/**
 * The default provider: the bundled reference levels moved by the deterministic walk. It needs no
 * network and no storage, and any moment, past or present, prices the same everywhere.
 */
export class SimulatedRatesProvider implements RatesProvider {
  readonly name = 'simulated' as const;
  private last: RatesSnapshot | undefined;

  constructor(private readonly reference: ReferenceRates) {}

  coinUsdAt(coin: CryptoCode, at: Date): bigint {
    const walk = COIN_WALKS[coin];
    return moved(
      this.reference.coinUsd[coin],
      walkOffsetPpb(coin, walk.octaves, at.getTime(), walk.limitPpb),
    );
  }

  /** Undefined for a currency the reference data does not know. */
  fiatPerUsdAt(code: string, at: Date): bigint | undefined {
    const fiat = this.reference.fiat.get(code);
    if (!fiat) return undefined;
    return moved(fiat.perUsd, walkOffsetPpb(`fiat:${code}`, FIAT_OCTAVES[fiat.volatility], at.getTime()));
  }

  current(now: Date): RatesSnapshot {
    const at = priceInstant(now);
    if (this.last?.at.getTime() === at.getTime()) return this.last;
    const coinUsd = Object.fromEntries(
      CRYPTO_CURRENCIES.map((coin) => [coin.code, this.coinUsdAt(coin.code, at)]),
    ) as Record<CryptoCode, bigint>;
    const fiatPerUsd = new Map(
      [...this.reference.fiat.keys()].map((code) => [code, this.fiatPerUsdAt(code, at)!]),
    );
    this.last = { at, source: this.name, stale: false, coinUsd, fiatPerUsd };
    return this.last;
  }

  async history(coin: CryptoCode, fiatCode: string, range: ChartRange, now: Date): Promise<PricePoint[]> {
    if (!this.reference.fiat.has(fiatCode)) return [];
    return historyInstants(range, now).map((at) => ({
      at,
      coinUsd: this.coinUsdAt(coin, at),
      fiatPerUsd: this.fiatPerUsdAt(fiatCode, at)!,
    }));
  }
}
