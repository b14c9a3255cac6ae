import { CRYPTO_CURRENCIES, type CryptoCode, type PlatformStatus } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format';
import { platformControls, usePlatformControl } from '../../api/platform-controls';
import { ControlForm } from './control-form';

/** Emergency halts: the active ones, each lifted with a reason, and a new halt of a coin or of all. */
export function HaltsPanel({ status }: { status: PlatformStatus }) {
  const { t, i18n } = useTranslation();
  const halt = usePlatformControl(platformControls.halt);
  const lift = usePlatformControl(platformControls.lift);
  const scope = (coin: CryptoCode | null) => coin ?? t('platform.admin.halts.all');
  return (
    <Card title={t('platform.admin.halts.title')}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('platform.admin.halts.explain')}</p>
        {status.halts.length === 0 ? (
          <p className="text-sm">{t('platform.admin.halts.none')}</p>
        ) : (
          <ul className="space-y-4">
            {status.halts.map((active) => (
              <li
                key={active.id}
                className="space-y-2 rounded-lg border border-rose-200 p-3 dark:border-rose-900"
              >
                <p className="text-sm">
                  <strong>{scope(active.coin)}</strong> · {formatDateTime(active.startedAt, i18n.language)} ·{' '}
                  {active.reason}
                </p>
                <ControlForm
                  label={t('platform.admin.halts.liftOf', { scope: scope(active.coin) })}
                  submit={t('platform.admin.halts.lift')}
                  variant="secondary"
                  done={t('platform.admin.halts.lifted')}
                  onSubmit={(fields) => lift.mutateAsync({ id: active.id, reason: fields.reason ?? '' })}
                >
                  <InputField
                    id={`lift-reason-${active.id}`}
                    name="reason"
                    label={t('platform.admin.reason')}
                  />
                </ControlForm>
              </li>
            ))}
          </ul>
        )}
        <ControlForm
          label={t('platform.admin.halts.halt')}
          submit={t('platform.admin.halts.halt')}
          variant="danger"
          done={t('platform.admin.halts.halted')}
          onSubmit={(fields) =>
            halt.mutateAsync({
              coin: fields.coin ? (fields.coin as CryptoCode) : undefined,
              reason: fields.reason ?? '',
            })
          }
        >
          <SelectField id="halt-coin" name="coin" label={t('platform.admin.halts.scope')} defaultValue="">
            <option value="">{t('platform.admin.halts.all')}</option>
            {CRYPTO_CURRENCIES.map((coin) => (
              <option key={coin.code} value={coin.code}>
                {coin.code}
              </option>
            ))}
          </SelectField>
          <InputField id="halt-reason" name="reason" label={t('platform.admin.reason')} />
        </ControlForm>
      </div>
    </Card>
  );
}
