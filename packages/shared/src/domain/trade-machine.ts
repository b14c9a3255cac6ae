// The trade state machine as data: the only place that decides what may happen next. The server looks
// a transition up inside the transaction that moves the money; the web app asks it which buttons to show.

/** The statuses a trade row can hold (a subset of the spec's TRADE_STATUSES; the rest are chat events). */
export const TRADE_ROW_STATUSES = [
  'not_funded',
  'active_funded',
  'paid',
  'dispute_open',
  'released',
  'cancelled_buyer',
  'cancelled_seller',
  'cancelled_system',
  'expired',
  'dispute_won_buyer',
  'dispute_won_seller',
] as const;
export type TradeRowStatus = (typeof TRADE_ROW_STATUSES)[number];

export const TRADE_ACTIONS = [
  'fund',
  'mark_paid',
  'cancel',
  'release',
  'open_dispute',
  'expire',
  'award_buyer',
  'award_seller',
  'reveal_card',
] as const;
export type TradeAction = (typeof TRADE_ACTIONS)[number];

export const TRADE_ACTORS = ['buyer', 'seller', 'moderator', 'system'] as const;
export type TradeActor = (typeof TRADE_ACTORS)[number];

/**
 * Named conditions a transition may need besides its status and actor:
 * - windowEnded: the payment (or funding) window is over;
 * - windowOpen: the payment window is not over yet;
 * - disputeAvailable: `dispute.availableAt` has passed;
 * - requirementsMet: no requirement blocks marking the trade paid;
 * - automatedCard: the trade runs gcc-auto and holds a card of the vendor's inventory (decision 028);
 * - manualPayment: it does not (the buyer pays and marks paid themselves).
 */
export const TRADE_GUARDS = [
  'windowEnded',
  'windowOpen',
  'disputeAvailable',
  'requirementsMet',
  'automatedCard',
  'manualPayment',
] as const;
export type TradeGuard = (typeof TRADE_GUARDS)[number];

/** What the escrow does on the transition. */
export type EscrowEffect = 'lock' | 'release' | 'refund' | 'none';

export interface TradeTransition {
  from: TradeRowStatus;
  action: TradeAction;
  actor: TradeActor;
  to: TradeRowStatus;
  guards: readonly TradeGuard[];
  escrow: EscrowEffect;
}

const t = (
  from: TradeRowStatus,
  action: TradeAction,
  actor: TradeActor,
  to: TradeRowStatus,
  escrow: EscrowEffect,
  guards: readonly TradeGuard[] = [],
): TradeTransition => ({ from, action, actor, to, guards, escrow });

export const TRADE_TRANSITIONS: readonly TradeTransition[] = [
  // Deferred escrow: the seller funds the trade, or it ends when the funding window does.
  t('not_funded', 'fund', 'seller', 'active_funded', 'lock', ['windowOpen']),
  t('not_funded', 'cancel', 'buyer', 'cancelled_buyer', 'none'),
  t('not_funded', 'cancel', 'seller', 'cancelled_seller', 'none'),
  t('not_funded', 'expire', 'system', 'cancelled_system', 'none', ['windowEnded']),
  // Funded: the buyer pays outside the platform and says so, or walks away; the window may end first.
  t('active_funded', 'mark_paid', 'buyer', 'paid', 'none', [
    'windowOpen',
    'requirementsMet',
    'manualPayment',
  ]),
  // gcc-auto: the vendor's card is the payment. The seller asks for its code, which shows it to them
  // and counts as paid (no expiry from then: the seller has the code, so the escrow must not go back).
  t('active_funded', 'reveal_card', 'seller', 'paid', 'none', ['windowOpen', 'automatedCard']),
  t('active_funded', 'cancel', 'buyer', 'cancelled_buyer', 'refund'),
  t('active_funded', 'expire', 'system', 'expired', 'refund', ['windowEnded']),
  // Paid: the seller releases; the buyer may still cancel; either opens a dispute once it is available.
  t('paid', 'release', 'seller', 'released', 'release'),
  t('paid', 'cancel', 'buyer', 'cancelled_buyer', 'refund'),
  t('paid', 'open_dispute', 'buyer', 'dispute_open', 'none', ['disputeAvailable']),
  t('paid', 'open_dispute', 'seller', 'dispute_open', 'none', ['disputeAvailable']),
  // Dispute: the parties may still settle it themselves; otherwise a moderator awards the escrow.
  t('dispute_open', 'release', 'seller', 'released', 'release'),
  t('dispute_open', 'cancel', 'buyer', 'cancelled_buyer', 'refund'),
  t('dispute_open', 'award_buyer', 'moderator', 'dispute_won_buyer', 'release'),
  t('dispute_open', 'award_seller', 'moderator', 'dispute_won_seller', 'refund'),
];

export type GuardState = Readonly<Record<TradeGuard, boolean>>;

/** The transition for this status, action and actor, whatever the guards say. */
export function findTransition(
  from: TradeRowStatus,
  action: TradeAction,
  actor: TradeActor,
): TradeTransition | undefined {
  return TRADE_TRANSITIONS.find((tr) => tr.from === from && tr.action === action && tr.actor === actor);
}

export type TransitionCheck =
  | { ok: true; transition: TradeTransition }
  | { ok: false; reason: 'not_allowed' }
  | { ok: false; reason: 'guard'; guard: TradeGuard; transition: TradeTransition };

/** Whether the actor may take the action now: the transition exists and all its guards hold. */
export function checkTransition(
  from: TradeRowStatus,
  action: TradeAction,
  actor: TradeActor,
  guards: GuardState,
): TransitionCheck {
  const transition = findTransition(from, action, actor);
  if (!transition) return { ok: false, reason: 'not_allowed' };
  const failed = transition.guards.find((guard) => !guards[guard]);
  if (failed) return { ok: false, reason: 'guard', guard: failed, transition };
  return { ok: true, transition };
}

/** The actions the actor may take now (the buttons to show). */
export function availableActions(from: TradeRowStatus, actor: TradeActor, guards: GuardState): TradeAction[] {
  return TRADE_TRANSITIONS.filter(
    (tr) => tr.from === from && tr.actor === actor && tr.guards.every((guard) => guards[guard]),
  ).map((tr) => tr.action);
}

/** No transition leaves these statuses. */
export function isFinalStatus(status: TradeRowStatus): boolean {
  return !TRADE_TRANSITIONS.some((tr) => tr.from === status);
}

/** Open trades: the escrow may still move (counted by the "at most 2 active trades" rule). */
export const OPEN_TRADE_STATUSES: readonly TradeRowStatus[] = TRADE_ROW_STATUSES.filter(
  (status) => !isFinalStatus(status),
);

/** The spec: completed when tradeCompleted is set and it is not cancelled. */
export const COMPLETED_TRADE_STATUSES: readonly TradeRowStatus[] = ['released', 'dispute_won_buyer'];

/** The spec counts a trade as cancelled when its status is cancelled_buyer or cancelled_system. */
export function isCancelledStatus(status: string): boolean {
  return status === 'cancelled_buyer' || status === 'cancelled_system';
}
