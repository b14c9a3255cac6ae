import { divideRoundHalfUp, parseDecimal, RATE_SCALE, type ChartPoint } from '@p2p/shared';

export interface ChartSummary {
  first: string;
  last: string;
  low: string;
  high: string;
  /** The change from the first to the last point, in basis points (1/100 of a percent), half-up. */
  changeBasisPoints: bigint;
}

/** First, last, lowest and highest rate of a chart, compared as decimals; null for an empty chart. */
export function summarizeChart(points: ChartPoint[]): ChartSummary | null {
  if (points.length === 0) return null;
  const values = points.map((point) => ({ text: point.rate, value: parseDecimal(point.rate, RATE_SCALE) }));
  const first = values[0]!;
  const last = values.at(-1)!;
  const low = values.reduce((min, entry) => (entry.value < min.value ? entry : min));
  const high = values.reduce((max, entry) => (entry.value > max.value ? entry : max));
  return {
    first: first.text,
    last: last.text,
    low: low.text,
    high: high.text,
    changeBasisPoints:
      first.value === 0n ? 0n : divideRoundHalfUp((last.value - first.value) * 10_000n, first.value),
  };
}
