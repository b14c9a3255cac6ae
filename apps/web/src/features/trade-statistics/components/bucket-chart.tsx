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
import { chartPrecision } from './format';

const COLORS = { light: { text: '#475569', bar: '#047857' }, dark: { text: '#94a3b8', bar: '#34d399' } };

export interface BucketPoint {
  /** The bucket's start, ISO. */
  start: string;
  value: number;
}

/**
 * One bar per bucket (lightweight-charts, as the converter's chart). The canvas is hidden from
 * assistive technology: every chart of these pages has a table of the same figures beside it.
 */
export function BucketChart({ points, testId }: { points: BucketPoint[]; testId: string }) {
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
      timeScale: { timeVisible: true, secondsVisible: false },
    });
    const series = api.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false });
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
    const precision = chartPrecision(points.map((point) => point.value));
    chart.current.series.applyOptions({
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    chart.current.series.setData(
      points.map((point) => ({
        time: Math.floor(Date.parse(point.start) / 1000) as UTCTimestamp,
        value: point.value,
      })),
    );
    chart.current.api.timeScale().fitContent();
  }, [points]);

  return (
    <div
      ref={container}
      aria-hidden
      data-testid={testId}
      data-points={points.length}
      className="h-48 w-full min-w-0 overflow-hidden"
    />
  );
}
