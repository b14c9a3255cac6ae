import type { SwapQuote } from '@p2p/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toasts';
import { useExecuteSwap } from '../api/execute-swap';

const secondsLeft = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/** The quote with its countdown; converting is confirmed first and refused once the quote expired. */
export function QuotePanel({ quote, onDone }: { quote: SwapQuote; onDone: () => void }) {
  const { t } = useTranslation();
  const execute = useExecuteSwap();
  const [left, setLeft] = useState(() => secondsLeft(quote.expiresAt));
  const [confirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string>();

  // The panel is keyed by the quote, so the first value comes from useState's initialiser.
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(quote.expiresAt)), 1000);
    return () => clearInterval(timer);
  }, [quote.expiresAt]);

  const expired = left === 0;
  const names = { from: quote.from, to: quote.to, fromAmount: quote.fromAmount, toAmount: quote.toAmount };

  const convert = async () => {
    try {
      await execute.mutateAsync({ quoteId: quote.quoteId, idempotencyKey: key });
      setConfirming(false);
      toast.success(t('swap.done', names));
      onDone();
    } catch (caught) {
      setConfirming(false);
      if (!(caught instanceof ApiError)) throw caught;
      setError(t(`swap.errors.${caught.code}`, { defaultValue: caught.message }));
    }
  };

  return (
    <Card title={t('swap.quoteTitle')}>
      <div className="space-y-3" data-testid="swap-quote">
        <p className="text-2xl font-semibold">
          {quote.fromAmount} {quote.from} → {quote.toAmount} {quote.to}
        </p>
        <p className="text-sm">{t('swap.rate', { from: quote.from, to: quote.to, rate: quote.rate })}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('swap.spread', { spread: String(quote.spreadBps / 100) })}
        </p>
        {expired ? (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
            {t('swap.expired')}
          </p>
        ) : (
          <p role="timer" aria-live="off" className="text-sm">
            {t('swap.expiresIn', { seconds: left })}
          </p>
        )}
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button disabled={expired || execute.isPending} onClick={() => setConfirming(true)}>
            {t('swap.confirm')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('swap.newQuote')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('swap.confirmTitle', names)}
        description={t('swap.confirmBody', names)}
        confirmLabel={t('swap.confirm')}
        pending={execute.isPending}
        onConfirm={() => void convert()}
      />
    </Card>
  );
}
