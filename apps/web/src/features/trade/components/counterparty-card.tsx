import type { TradeParty } from '@p2p/shared';
import clsx from 'clsx';
import { BadgeCheck, CircleDashed, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDate, formatDecimal } from '@/lib/format';

const DOTS = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  default: 'bg-slate-400 dark:bg-slate-500',
} as const;

/** The other party with the public figures the trade page shows (trading.md §3, Trade.buyer/seller). */
export function CounterpartyCard({
  party,
  label,
  action,
}: {
  party: TradeParty;
  label: string;
  /** What the app lends the card, such as the messenger's "Message" button. */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seen = party.lastSeen;
  const seenText =
    seen.unit === null || seen.count === null
      ? t('lastSeen.online')
      : t(`lastSeen.${seen.unit}`, { value: seen.count });
  const stat = (name: string, value: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600 dark:text-slate-400">{name}</dt>
      <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
  return (
    <section
      aria-label={label}
      data-testid="counterparty"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </p>
      <div className="mt-2 flex items-center gap-3">
        <Avatar src={party.avatarUrl} name={party.username} />
        <div className="min-w-0">
          <LocalizedLink
            to={paths.user(party.username)}
            className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {party.username}
          </LocalizedLink>
          {party.fullName ? (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{party.fullName}</p>
          ) : null}
          <p className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <span aria-hidden className={clsx('size-2.5 rounded-full', DOTS[seen.variant])} />
            <span className="sr-only">{t('lastSeen.label')} </span>
            {seenText}
          </p>
        </div>
      </div>
      {action ? <div className="mt-3">{action}</div> : null}
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
          <ThumbsUp aria-hidden className="size-4" />
          {t('trades.party.positive', { count: party.feedback.positive })}
        </span>
        <span className="inline-flex items-center gap-1 text-rose-700 dark:text-rose-400">
          <ThumbsDown aria-hidden className="size-4" />
          {t('trades.party.negative', { count: party.feedback.negative })}
        </span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {(
          [
            ['id', party.verification.id],
            ['email', party.verification.email],
            ['phone', party.phone.verified],
          ] as const
        ).map(([what, done]) => (
          <li key={what} className="inline-flex items-center gap-1" data-verified={done}>
            {done ? (
              <BadgeCheck aria-hidden className="size-3.5 text-emerald-600" />
            ) : (
              <CircleDashed aria-hidden className="size-3.5 text-slate-500" />
            )}
            {t(`trades.party.verified.${what}`)}
            <span className="sr-only">: {done ? t('common.verified') : t('common.notVerified')}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
        {stat(t('trades.party.trades'), formatDecimal(String(party.totalTrades), locale))}
        {stat(t('trades.party.partners'), formatDecimal(String(party.totalPartners), locale))}
        {stat(t('trades.party.btcTraded'), `${formatDecimal(party.btcTraded, locale)} BTC`)}
        {stat(t('trades.party.trusted'), formatDecimal(String(party.trustedCount), locale))}
        {stat(t('trades.party.blocked'), formatDecimal(String(party.blockedCount), locale))}
        {stat(t('trades.party.registered'), formatDate(party.registered, locale))}
        {party.ipLocation ? stat(t('trades.party.location'), party.ipLocation.countryName) : null}
      </dl>
    </section>
  );
}
