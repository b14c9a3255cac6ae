import type { CurrentUser } from '@p2p/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useResetPhone } from '../api/reset-phone';
import {
  clearPendingPhoneCode,
  readPendingPhoneCode,
  savePendingPhoneCode,
  type PendingPhoneCode,
} from '../utils/pending-phone-code';
import { PhoneCodeForm } from './phone-code-form';
import { PhoneNumberForm } from './phone-number-form';

/**
 * The phoneVerification step: a number and a channel, then the code that was sent to it. The code
 * step, with its country and number, survives a reload (sessionStorage, per user) until the number is
 * verified or the user goes back to change it.
 */
export function PhoneVerification({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const verified = user.verification.phone.verified && user.phone !== null;
  const [sent, setSentState] = useState<PendingPhoneCode | null>(() => {
    if (!verified) return readPendingPhoneCode(user.id);
    clearPendingPhoneCode(user.id);
    return null;
  });
  // What the number form starts with after "Change number": the number the code went to.
  const [previous, setPrevious] = useState<Pick<PendingPhoneCode, 'countryIso' | 'number'> | null>(null);
  const setSent = (next: PendingPhoneCode | null) => {
    setSentState(next);
    if (next) savePendingPhoneCode(user.id, next);
    else clearPendingPhoneCode(user.id);
  };

  return (
    <Card
      title={t('verification.phone.title')}
      description={verified ? undefined : t('verification.phone.description')}
    >
      {verified ? (
        <VerifiedPhone phone={user.phone ?? ''} />
      ) : sent ? (
        <PhoneCodeForm
          sent={sent.answer}
          request={sent.request}
          onResent={(answer) => setSent({ ...sent, answer, sentAt: Date.now() })}
          onChangeNumber={() => {
            setPrevious({ countryIso: sent.countryIso, number: sent.number });
            setSent(null);
          }}
          onVerified={() => setSent(null)}
        />
      ) : (
        <PhoneNumberForm
          defaultCountryIso={user.country?.iso ?? undefined}
          initial={previous ?? undefined}
          onSent={(request, answer, typed) => setSent({ request, answer, ...typed, sentAt: Date.now() })}
        />
      )}
    </Card>
  );
}

function VerifiedPhone({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetPhone();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
        {t('verification.phone.verified', { phone })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {t('verification.phone.reset')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('verification.phone.resetTitle')}
        description={t('verification.phone.resetDescription', { phone })}
        confirmLabel={t('verification.phone.resetConfirm')}
        destructive
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('verification.phone.resetDone'));
            },
            onError: (error) =>
              toast.error(
                error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'),
              ),
          })
        }
      />
    </div>
  );
}
