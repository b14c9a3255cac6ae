import type { TradeRowStatus } from '@p2p/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const VIEW_QUERY_PARAM = 'view';
export const DISPUTE_VIEW = 'dispute';

/**
 * trading.md: "a dispute-open status triggers a redirect". The viewer of a trade that becomes
 * dispute_open (the other party opened it, or they did themselves) is taken to the page's dispute view,
 * /trade/{hash}?view=dispute: the URL can be shared or reloaded, and the page moves focus to the dispute
 * banner. A page opened on a trade already in dispute is not redirected (nothing changed); it shows the
 * banner at the top all the same. The redirect replaces the history entry so Back leaves the trade.
 */
export function useDisputeView(status: TradeRowStatus, hasDispute: boolean) {
  const [params, setParams] = useSearchParams();
  const previous = useRef(status);
  const bannerRef = useRef<HTMLDivElement>(null);
  const isDisputeView = params.get(VIEW_QUERY_PARAM) === DISPUTE_VIEW;

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status || status !== 'dispute_open' || isDisputeView) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(VIEW_QUERY_PARAM, DISPUTE_VIEW);
        return next;
      },
      { replace: true },
    );
  }, [status, isDisputeView, setParams]);

  useEffect(() => {
    if (!isDisputeView || !hasDispute) return;
    const banner = bannerRef.current;
    banner?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    banner?.focus({ preventScroll: true });
  }, [isDisputeView, hasDispute]);

  return { isDisputeView, bannerRef };
}
