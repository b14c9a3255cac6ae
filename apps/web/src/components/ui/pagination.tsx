import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Previous / next page buttons for the spec's 1-based pages. */
export function Pagination({
  page,
  lastPage,
  onPageChange,
  disabled,
}: {
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {t('pagination.status', { page, lastPage })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page >= lastPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
