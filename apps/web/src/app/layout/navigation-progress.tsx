import { useTranslation } from '@/lib/use-translation';
import { useNavigation } from 'react-router';

/** A thin bar while a lazy page or its data loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-emerald-600/20"
    >
      <div className="h-full w-1/3 animate-pulse bg-emerald-600" />
    </div>
  );
}
