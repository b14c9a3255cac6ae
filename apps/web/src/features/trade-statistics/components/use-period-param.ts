import { DEFAULT_STATISTICS_PERIOD, STATISTICS_PERIODS, type StatisticsPeriod } from '@p2p/shared';
import { useSearchParams } from 'react-router';

/** The period in the address (`?period=`), so that a link or a reload keeps it. */
export function usePeriodParam(): [StatisticsPeriod, (period: StatisticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = STATISTICS_PERIODS.find((item) => item === raw) ?? DEFAULT_STATISTICS_PERIOD;
  return [period, (next) => setParams({ period: next }, { replace: true })];
}
