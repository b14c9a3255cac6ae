import type { ChartPoint, ChartRange } from '@p2p/shared';
import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTheme, type Theme } from '@/lib/theme';

const COLORS: Record<Theme, { text: string; grid: string; line: string; top: string; bottom: string }> = {
  light: {
    text: '#475569',
    grid: '#f1f5f9',
    line: '#059669',
    top: 'rgba(5, 150, 105, 0.28)',
    bottom: 'rgba(5, 150, 105, 0.02)',
  },
  dark: {
    text: '#94a3b8',
    grid: '#1e293b',
    line: '#34d399',
    top: 'rgba(52, 211, 153, 0.30)',
    bottom: 'rgba(52, 211, 153, 0.02)',
  },
};

function themed(theme: Theme, locale: string, range: ChartRange) {
  const colors = COLORS[theme];
  const price = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    chart: {
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: colors.text,
        fontFamily: 'inherit',
        // Credited in a visible link under the chart instead (lightweight-charts' attribution rule).
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        timeVisible: range === 'day' || range === 'week',
        secondsVisible: false,
      },
      localization: { locale, priceFormatter: (value: number) => price.format(value) },
      handleScroll: false,
      handleScale: false,
    },
    series: { lineColor: colors.line, topColor: colors.top, bottomColor: colors.bottom },
  };
}

/**
 * The BTC price chart (lightweight-charts on a canvas). The canvas is hidden from assistive
 * technology; the page describes the chart in text next to it.
 */
export function RateChart({
  points,
  range,
  locale,
}: {
  points: ChartPoint[];
  range: ChartRange;
  locale: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: ISeriesApi<'Area'> } | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const api = createChart(container.current!, { autoSize: true });
    const series = api.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: true,
    });
    chart.current = { api, series };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, []);

  useEffect(() => {
    const options = themed(theme, locale, range);
    chart.current?.api.applyOptions(options.chart);
    chart.current?.series.applyOptions(options.series);
  }, [theme, locale, range]);

  useEffect(() => {
    if (!chart.current) return;
    // Numbers only to draw: the rates themselves stay decimal strings everywhere else.
    chart.current.series.setData(
      points.map((point) => ({
        time: Math.floor(Date.parse(point.date) / 1000) as UTCTimestamp,
        value: Number(point.rate),
      })),
    );
    chart.current.api.timeScale().fitContent();
  }, [points]);

  return (
    <div
      ref={container}
      aria-hidden
      data-testid="rate-chart"
      data-range={range}
      data-points={points.length}
      className="h-64 w-full min-w-0 overflow-hidden sm:h-80"
    />
  );
}
