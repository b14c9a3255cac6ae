import type { OfferOwner } from '@p2p/shared';
import clsx from 'clsx';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { relativeTime } from '@/lib/format';
import { useReferenceNames } from '@/lib/reference-names';
import { OwnerTradeFigures } from './owner-trade-figures';

const STATUS_DOT = {
  online: 'bg-emerald-500',
  recently: 'bg-amber-400',
  offline: 'bg-slate-400',
} as const;

/**
 * The vendor on a card: picture, name (to the profile), presence, trades, feedback counts, completion
 * rate and release time, badge, country.
 */
export function OwnerSummary({ owner }: { owner: OfferOwner }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const locale = useLocale();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="relative">
        <Avatar src={owner.avatarUrl} name={owner.username} size="sm" />
        <span
          aria-hidden
          className={clsx(
            'absolute -end-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white dark:ring-slate-900',
            STATUS_DOT[owner.status],
          )}
        />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <LocalizedLink
            to={paths.user(owner.username)}
            // Above the card-wide link of an offer card: the name opens the profile.
            className="relative z-10 truncate font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {owner.username}
          </LocalizedLink>
          <span className="sr-only">{t(`marketplace.card.status.${owner.status}`)}</span>
          {owner.badge !== 'no_badge' ? (
            <Badge variant="success">{t(`users.badges.${owner.badge}`)}</Badge>
          ) : null}
        </div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-400">
          <span data-testid="owner-trades">
            {t('marketplace.card.trades', { count: owner.completedTrades })}
          </span>
          {owner.feedback.positive + owner.feedback.negative === 0 ? (
            <span>{t('marketplace.card.noFeedback')}</span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                <ThumbsUp aria-hidden className="size-3.5" />
                <span aria-hidden>{owner.feedback.positive}</span>
                <span className="sr-only">
                  {t('marketplace.card.positive', { count: owner.feedback.positive })}
                </span>
              </span>
              <span className="inline-flex items-center gap-1 text-rose-700 dark:text-rose-400">
                <ThumbsDown aria-hidden className="size-3.5" />
                <span aria-hidden>{owner.feedback.negative}</span>
                <span className="sr-only">
                  {t('marketplace.card.negative', { count: owner.feedback.negative })}
                </span>
              </span>
            </>
          )}
          <OwnerTradeFigures owner={owner} />
          {owner.status === 'offline' && owner.lastSeenAt ? (
            <span data-testid="owner-last-seen">
              {t('marketplace.card.lastSeen', { when: relativeTime(owner.lastSeenAt, locale) })}
            </span>
          ) : null}
          {owner.country ? <span>{names.country(owner.country.iso, owner.country.name)}</span> : null}
        </div>
      </div>
    </div>
  );
}
