import {
  coinPrecision,
  CRYPTO_CURRENCIES,
  CURRENCY_CHANGED_QUERY_FLAG,
  DEFAULT_CHART_RANGE,
  type ChartRange,
  type CryptoCode,
} from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale, useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { useCalculator } from '../api/get-calculator';
import { useCalculatorCurrencies } from '../api/get-calculator-currencies';
import { ChartPanel } from '../components/chart-panel';
import { ConverterForm } from '../components/converter-form';
import { convertTyped, type TypedAmount } from '../lib/amounts';

/** The route's one segment: `{coin}-to-{fiat code}` for BTC, USDT and ETH, lower case in links. */
const PAIR = new RegExp(`^(${CRYPTO_CURRENCIES.map((coin) => coin.code).join('|')})-to-([a-z]{3})$`, 'i');

function UnknownPair({ pair }: { pair: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errors.notFound.code')}
      title={t('converter.notFound')}
      description={t('converter.notFoundText', { pair })}
    >
      <Button asChild>
        <LocalizedLink to={paths.calculator('usd')}>{t('converter.toUsd')}</LocalizedLink>
      </Button>
    </StatusPage>
  );
}

/** /calculator/{coin}-to-{code} (with an optional locale prefix): the converter and its chart. */
export function ConverterRoute() {
  const { pair = '' } = useParams();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const match = PAIR.exec(pair);
  if (!match) return <UnknownPair pair={pair} />;
  if (pair !== pair.toLowerCase()) {
    return <Navigate to={`${localize(paths.calculator(match[2]!, match[1]!))}${search}`} replace />;
  }
  // Keyed by nothing: the page stays mounted across coins and currencies so the amount carries over.
  return (
    <ConverterPage coin={match[1]!.toUpperCase() as CryptoCode} code={match[2]!.toUpperCase()} pair={pair} />
  );
}

function ConverterPage({ coin, code, pair }: { coin: CryptoCode; code: string; pair: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [amount, setAmount] = useState<TypedAmount>({ side: 'crypto', text: '1' });
  const calculator = useCalculator({ coin, currency: code, range, locale });
  const currencies = useCalculatorCurrencies(locale);

  const answer = calculator.data;
  // The previous coin's or currency's answer stays on screen while the new one loads; its rate does
  // not apply.
  const current =
    answer && answer.data.currency.code === code && answer.data.cryptoCurrencyCode === coin
      ? answer
      : undefined;
  const rate = current?.data.currency.cryptoRate;
  const listed = currencies.data?.currencies.find((currency) => currency.code === code);
  const currency = { code, name: current?.data.currency.name ?? listed?.name ?? code };

  const changeCurrency = (next: string) => {
    // A typed fiat amount was in the old currency: carry the coin amount over instead.
    if (amount.side === 'fiat' && rate) {
      setAmount({ side: 'crypto', text: convertTyped(amount, rate, coinPrecision(coin)).crypto });
    }
    void navigate(`${localize(paths.calculator(next, coin))}?${CURRENCY_CHANGED_QUERY_FLAG}=1`);
  };

  const changeCoin = (next: CryptoCode) => {
    // The fiat currency stays; its amount carries over (a typed coin amount was in the old coin).
    if (amount.side === 'crypto') {
      setAmount(
        rate
          ? { side: 'fiat', text: convertTyped(amount, rate, coinPrecision(coin)).fiat }
          : { side: 'crypto', text: '1' },
      );
    }
    void navigate(localize(paths.calculator(code, next)));
  };

  let body;
  if (calculator.isError) {
    const error = calculator.error;
    if (error instanceof ApiError && error.status === 400 && error.details?.currency)
      return <UnknownPair pair={pair} />;
    body = <ErrorPanel error={error} onRetry={() => void calculator.refetch()} />;
  } else if (!answer) {
    body = <SkeletonLines lines={8} />;
  } else {
    body = (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <ConverterForm
          coin={coin}
          currency={currency}
          rate={rate}
          meta={current?.meta}
          currencies={currencies.data}
          amount={amount}
          onAmountChange={setAmount}
          onCurrencyChange={changeCurrency}
          onCoinChange={changeCoin}
        />
        <ChartPanel
          coin={coin}
          currency={currency}
          points={answer.data.chartPoints}
          range={range}
          loading={calculator.isPlaceholderData}
          onRangeChange={setRange}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t(`converter.titles.${coin}`, { code })}
        description={t(`converter.descriptions.${coin}`, { currency: currency.name })}
      />
      {body}
    </div>
  );
}
