import type { ReferredUser } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';

/** The users who registered through the link, their completed trades, volume and what they earned. */
export function ReferredUsers({ users }: { users: ReferredUser[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <Card title={t('partners.dashboard.referredTitle')}>
      {users.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('partners.dashboard.noReferred')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-start text-slate-500">
                <th className="py-1">{t('partners.dashboard.username')}</th>
                <th>{t('partners.dashboard.registered')}</th>
                <th>{t('partners.dashboard.rewardUntil')}</th>
                <th>{t('partners.dashboard.completedTrades')}</th>
                <th>{t('partners.dashboard.volume')}</th>
                <th>{t('partners.dashboard.earned')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.username} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">{user.username}</td>
                  <td>{date(user.registeredAt)}</td>
                  <td>{date(user.rewardUntil)}</td>
                  <td>{user.completedTrades}</td>
                  <td className="font-mono">{user.volumeUsd}</td>
                  <td className="font-mono">
                    {user.rewards.length === 0
                      ? '—'
                      : user.rewards.map((reward) => `${reward.amount} ${reward.coin}`).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
