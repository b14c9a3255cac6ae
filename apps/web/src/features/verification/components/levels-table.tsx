import { Check } from 'lucide-react';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';
import { useLevelsInfo } from '../api/get-levels-info';

const REQUIREMENTS = [
  'registered',
  'email',
  'phone',
  'fullnameBirthday',
  'id',
  'address',
  'video',
  'admin',
] as const;
type Requirement = (typeof REQUIREMENTS)[number];
const isRequirement = (value: string): value is Requirement =>
  (REQUIREMENTS as readonly string[]).includes(value);
/** The requirements read as one sentence: "Confirmed e-mail, verified phone". */
const sentence = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The verificationLevels fragment: every level, what it needs and its limits; the user's own marked. */
export function LevelsTable({ currentLevel }: { currentLevel: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const levels = useLevelsInfo();
  const limit = (value: string | null) =>
    value === null ? t('common.noLimit') : formatAmount(value, 'USD', locale);

  return (
    <Card title={t('verification.levels.title')} description={t('verification.levels.description')}>
      {levels.isPending ? (
        <SkeletonLines lines={5} />
      ) : levels.isError ? (
        <ErrorPanel error={levels.error} onRetry={() => void levels.refetch()} />
      ) : (
        <div className="-mx-5 overflow-x-auto sm:-mx-6">
          <table className="w-full min-w-[36rem] text-start text-sm">
            <caption className="sr-only">{t('verification.levels.title')}</caption>
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-5 py-2 font-medium sm:px-6">
                  {t('verification.levels.level')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('verification.levels.requirements')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('verification.levels.perTrade')}
                </th>
                <th scope="col" className="px-5 py-2 text-end font-medium sm:px-6">
                  {t('verification.levels.lifetime')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {levels.data.map((level) => {
                const current = level.name === currentLevel;
                return (
                  <tr
                    key={level.name}
                    aria-current={current ? 'true' : undefined}
                    className={clsx(current && 'bg-emerald-50/70 dark:bg-emerald-950/40')}
                  >
                    <th
                      scope="row"
                      className="px-5 py-3 font-semibold whitespace-nowrap text-slate-900 sm:px-6 dark:text-white"
                    >
                      {level.name}{' '}
                      <span className="font-normal text-slate-500 dark:text-slate-400">({level.level})</span>
                      {current ? (
                        <Badge variant="success" className="ms-2">
                          <Check aria-hidden className="size-3" />
                          {t('verification.levels.yours')}
                        </Badge>
                      ) : null}
                    </th>
                    <td className="px-3 py-3 text-slate-700 dark:text-slate-300">
                      {sentence(
                        level.requirements
                          .map((requirement) =>
                            isRequirement(requirement)
                              ? t(`verification.requirements.${requirement}`)
                              : requirement,
                          )
                          .join(', '),
                        locale,
                      )}
                    </td>
                    <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">
                      {limit(level.perTradeLimitUsd)}
                    </td>
                    <td className="px-5 py-3 text-end whitespace-nowrap tabular-nums sm:px-6">
                      {limit(level.lifetimeLimitUsd)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
