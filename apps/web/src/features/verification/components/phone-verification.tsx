import type { CurrentUser } from '@p2p/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useResetPhone } from '../api/reset-phone';
import type { PhoneCodeSent, SendPhoneCodeInput } from '../api/send-phone-code';
import { PhoneCodeForm } from './phone-code-form';
import { PhoneNumberForm } from './phone-number-form';

/** The phoneVerification step: a number and a channel, then the code that was sent to it. */
export function PhoneVerification({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ request: SendPhoneCodeInput; answer: PhoneCodeSent } | null>(null);
  const verified = user.verification.phone.verified && user.phone !== null;

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
          onResent={(answer) => setSent({ request: sent.request, answer })}
          onChangeNumber={() => setSent(null)}
          onVerified={() => setSent(null)}
        />
      ) : (
        <PhoneNumberForm
          defaultCountryIso={user.country?.iso ?? undefined}
          onSent={(request, answer) => setSent({ request, answer })}
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
