import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useGiftCards } from '../api/get-gift-cards';
import { AddGiftCardForm } from '../components/add-gift-card-form';
import { GiftCardRow } from '../components/gift-card-row';

/** /dashboard/gift-cards: the vendor's gift-card inventory, which gcc-auto offers and the store use. */
export function GiftCardInventoryRoute() {
  const { t } = useTranslation();
  const cards = useGiftCards();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold">{t('giftCards.inventory.title')}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('giftCards.inventory.intro')}</p>
      <section aria-labelledby="add-card-title" className="space-y-3">
        <h2 id="add-card-title" className="text-lg font-semibold">
          {t('giftCards.inventory.addTitle')}
        </h2>
        <AddGiftCardForm />
      </section>
      <section aria-labelledby="cards-title" className="space-y-3">
        <h2 id="cards-title" className="text-lg font-semibold">
          {t('giftCards.inventory.cards', { count: cards.data?.inStock ?? 0 })}
        </h2>
        {cards.isPending ? (
          <Skeleton className="h-24" />
        ) : cards.isError ? (
          <ErrorPanel error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.cards.length === 0 ? (
          <p>{t('giftCards.inventory.empty')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr>
                <th>{t('giftCards.inventory.brand')}</th>
                <th>{t('giftCards.inventory.faceValue')}</th>
                <th>{t('giftCards.inventory.region')}</th>
                <th>{t('giftCards.inventory.type')}</th>
                <th>{t('giftCards.inventory.status')}</th>
                <th>{t('giftCards.inventory.code')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {cards.data.cards.map((card) => (
                <GiftCardRow key={card.id} card={card} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
