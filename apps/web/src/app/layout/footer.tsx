import { useTranslation } from '@/lib/use-translation';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

const { publicPages, partnerProgram } = paths;

/** The footer's link groups: the public pages (decision 037), the partner programme's and the statistics (039). */
const GROUPS = [
  {
    key: 'company',
    links: [
      ['about', publicPages.about],
      ['fees', publicPages.fees],
      ['partnerProgram', partnerProgram.landing],
      ['statistics', paths.statistics.platform],
    ],
  },
  {
    key: 'products',
    links: [
      ['wallet', publicPages.walletLanding],
      ['giftCards', publicPages.giftCardsLanding],
      ['p2pGiftCards', publicPages.p2pGiftCardLanding],
      ['refugees', publicPages.refugeesLanding],
    ],
  },
  {
    key: 'legal',
    links: [
      ['terms', publicPages.terms],
      ['privacy', publicPages.privacy],
      ['vendorTerms', publicPages.vendorTerms],
      ['partnerTerms', partnerProgram.terms],
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label={t('footer.navigation')} className="grid grid-cols-2 gap-6 sm:grid-cols-3">
          {GROUPS.map((group) => (
            <div key={group.key}>
              <h2 className="text-xs font-semibold tracking-wider text-slate-900 uppercase dark:text-slate-100">
                {t(`footer.groups.${group.key}`)}
              </h2>
              <ul className="mt-3 space-y-1">
                {group.links.map(([key, to]) => (
                  <li key={key}>
                    <LocalizedLink
                      to={to}
                      className="inline-block py-1 text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white"
                    >
                      {key === 'statistics' ? t('tradeStatistics.footerLink') : t(`footer.${key}`)}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="mt-8 flex flex-col gap-1 border-t border-slate-200 pt-6 text-sm text-slate-500 sm:flex-row sm:justify-between dark:border-slate-800 dark:text-slate-400">
          <span>
            © {new Date().getFullYear()} {t('app.name')}
          </span>
          <span>{t('app.footer')}</span>
        </div>
      </div>
    </footer>
  );
}
