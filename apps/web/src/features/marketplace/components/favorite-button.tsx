import { Star } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { showToast } from '@/lib/toasts';
import { useToggleFavorite } from '../api/toggle-favorite';

/** The star of an offer: a pressed toggle for signed-in visitors, a link to log in for guests. */
export function FavoriteButton({
  hash,
  isFavorite,
  returnTo,
}: {
  hash: string;
  isFavorite: boolean;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const toggle = useToggleFavorite();
  if (!user) {
    return (
      <Button asChild variant="secondary" size="sm">
        <LocalizedLink to={`${paths.login}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(returnTo)}`}>
          <Star aria-hidden className="size-4" />
          {t('marketplace.offer.favorite')}
        </LocalizedLink>
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={isFavorite}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { hash, favorite: !isFavorite },
          {
            onSuccess: (result) =>
              showToast({
                type: 'success',
                title: t(
                  result.isFavorite ? 'marketplace.offer.favoriteAdded' : 'marketplace.offer.favoriteRemoved',
                ),
              }),
            onError: () => showToast({ type: 'error', title: t('marketplace.offer.favoriteFailed') }),
          },
        )
      }
    >
      <Star aria-hidden className={isFavorite ? 'size-4 fill-amber-400 text-amber-500' : 'size-4'} />
      {isFavorite ? t('marketplace.offer.unfavorite') : t('marketplace.offer.favorite')}
    </Button>
  );
}
