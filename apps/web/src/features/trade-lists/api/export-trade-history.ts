import { errorEnvelopeSchema, type TradeExportFormat } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';
import { buildQueryString } from '@/lib/query-params';
import type { TradeHistoryFilters } from './get-trade-history';

export type ExportFilters = Pick<TradeHistoryFilters, 'status' | 'type'> & { format: TradeExportFormat };

/** The export's address: the history's filters (all pages, newest first) in one file. */
export function tradeHistoryExportUrl({ status, type, format }: ExportFilters): string {
  return `/rest/v1/trade/history/export${buildQueryString({
    format,
    status: status === 'all' ? undefined : status,
    type: type === 'all' ? undefined : type,
  })}`;
}

/** `attachment; filename="trades.csv"` → trades.csv */
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads the file the server answers. Fetched rather than linked, so a refusal (signed out, bad
 * filter) shows as a message instead of saving the error as the file.
 */
export async function downloadTradeHistoryExport(filters: ExportFilters): Promise<string> {
  let response: Response;
  try {
    response = await fetch(tradeHistoryExportUrl(filters), {
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new ApiError(response.status, `ERROR_HTTP_${response.status}`, 'Export failed');
    const { code, message, details } = parsed.data.error;
    throw new ApiError(response.status, code, message, details);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), `trades.${filters.format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is released after the browser read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportTradeHistory() {
  return useMutation({ mutationFn: downloadTradeHistoryExport });
}
