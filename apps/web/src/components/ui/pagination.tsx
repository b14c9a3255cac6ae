import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from './button';

type PaginationProps = {
  page: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
} & (
  | { lastPage: number; hasNext?: never }
  /** Lists whose answer carries no total (limit/offset only): the page says whether another follows. */
  | { lastPage?: never; hasNext: boolean }
);

/** Previous / next page buttons for the spec's 1-based pages. */
export function Pagination({ page, lastPage, hasNext, onPageChange, disabled }: PaginationProps) {
  const { t } = useTranslation();
  const canGoNext = lastPage === undefined ? Boolean(hasNext) : page < lastPage;
  if (page <= 1 && !canGoNext) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('pagination.previous')}
      </Button>
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {lastPage === undefined ? t('pagination.page', { page }) : t('pagination.status', { page, lastPage })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || !canGoNext}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
        <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
