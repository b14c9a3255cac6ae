import { CURRENCY_CHANGED_QUERY_FLAG, DEFAULT_CHART_RANGE, type ChartRange } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The route's one segment: `btc-to-{fiat code}`, lower case in links. */
const PAIR = /^btc-to-([a-z]{3})$/i;

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

/** /calculator/btc-to-{code} (with an optional locale prefix): the converter and its chart. */
export function ConverterRoute() {
  const { pair = '' } = useParams();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const match = PAIR.exec(pair);
  if (!match) return <UnknownPair pair={pair} />;
  const code = match[1]!;
  if (code !== code.toLowerCase()) {
    return <Navigate to={`${localize(paths.calculator(code))}${search}`} replace />;
  }
  // Keyed by nothing: the page stays mounted across currencies so the typed amount carries over.
  return <ConverterPage code={code.toUpperCase()} pair={pair} />;
}

function ConverterPage({ code, pair }: { code: string; pair: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [amount, setAmount] = useState<TypedAmount>({ side: 'crypto', text: '1' });
  const calculator = useCalculator({ currency: code, range, locale });
  const currencies = useCalculatorCurrencies(locale);

  const answer = calculator.data;
  // The previous currency's answer stays on screen while the new one loads; its rate does not apply.
  const current = answer && answer.data.currency.code === code ? answer : undefined;
  const listed = currencies.data?.currencies.find((currency) => currency.code === code);
  const currency = { code, name: current?.data.currency.name ?? listed?.name ?? code };

  const changeCurrency = (next: string) => {
    // A typed fiat amount was in the old currency: carry the BTC amount over instead.
    if (amount.side === 'fiat' && current) {
      setAmount({ side: 'crypto', text: convertTyped(amount, current.data.currency.btcRate).crypto });
    }
    void navigate(`${localize(paths.calculator(next))}?${CURRENCY_CHANGED_QUERY_FLAG}=1`);
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
          currency={currency}
          rate={current?.data.currency.btcRate}
          meta={current?.meta}
          currencies={currencies.data}
          amount={amount}
          onAmountChange={setAmount}
          onCurrencyChange={changeCurrency}
        />
        <ChartPanel
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
        title={t('converter.title', { code })}
        description={t('converter.description', { currency: currency.name })}
      />
      {body}
    </div>
  );
}
