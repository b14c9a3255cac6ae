import { TRADE_TRANSITIONS, type TradeRowStatus } from './trade-machine.js';

/**
 * What an open trade waits for from one of its parties (decision 038): the dashboard lists the trades
 * that need the caller first, each with its step and a link to the trade.
 */
export const TRADE_NEXT_STEPS = ['fund', 'pay', 'release', 'answer_dispute'] as const;
export type TradeNextStep = (typeof TRADE_NEXT_STEPS)[number];

/** The machine's actions that move a trade forward, and the step each one is for its actor. */
const FORWARD_ACTIONS = { fund: 'fund', mark_paid: 'pay', release: 'release' } as const;

/**
 * The step the party on `side` owes the trade now, or null when it waits for the other party (or
 * nobody). Read from the trade machine: the forward transition whose actor is this side; an open
 * dispute needs an answer from both parties (evidence in the chat, or settling it themselves).
 * @example tradeNextStep('paid', 'seller') // 'release'
 */
export function tradeNextStep(status: TradeRowStatus, side: 'buyer' | 'seller'): TradeNextStep | null {
  if (status === 'dispute_open') return 'answer_dispute';
  const forward = TRADE_TRANSITIONS.find(
    (transition) =>
      transition.from === status && transition.actor === side && transition.action in FORWARD_ACTIONS,
  );
  return forward ? FORWARD_ACTIONS[forward.action as keyof typeof FORWARD_ACTIONS] : null;
}
