import type { RewardPeriod } from '@p2p/shared';
import {
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTheme } from '@/lib/theme';

const COLORS = { light: { text: '#475569', bar: '#059669' }, dark: { text: '#94a3b8', bar: '#34d399' } };

/** One bar per month of one coin's rewards (lightweight-charts, as the converter's chart). */
export function RewardsChart({ periods }: { periods: RewardPeriod[] }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Histogram'> } | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const api = createChart(container.current!, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, attributionLogo: false },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
    });
    const series = api.addSeries(HistogramSeries, { priceLineVisible: false });
    chart.current = { api, series };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, []);

  useEffect(() => {
    chart.current?.api.applyOptions({ layout: { textColor: COLORS[theme].text } });
    chart.current?.series.applyOptions({ color: COLORS[theme].bar });
  }, [theme]);

  useEffect(() => {
    if (!chart.current) return;
    // Numbers only to draw: the amounts stay decimal strings in the table beside it.
    chart.current.series.setData(
      periods.map((period) => ({
        time: Math.floor(Date.parse(`${period.period}-01T00:00:00Z`) / 1000) as UTCTimestamp,
        value: Number(period.amount),
      })),
    );
    chart.current.api.timeScale().fitContent();
  }, [periods]);

  return (
    <div
      ref={container}
      aria-hidden
      data-testid="rewards-chart"
      data-points={periods.length}
      className="h-48 w-full min-w-0 overflow-hidden"
    />
  );
}
