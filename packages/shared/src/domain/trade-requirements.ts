// What a party must provide at a step of a trade's flow, by payment method group, and when the
// requirements let the flow go on. The server creates them at start; the web shows the same rules.
import type {
  TradeFlowStep,
  TradeRequirementKind,
  TradeRequirementStage,
  TradeRequirementStatus,
} from '../schemas/trades/enums.js';
import type { TradeRowStatus } from './trade-machine.js';

export interface RequirementTemplate {
  stage: TradeRequirementStage;
  kind: TradeRequirementKind;
  party: 'buyer' | 'seller';
  optional: boolean;
}

/**
 * The requirements a trade starts with, by payment method group (decision 011):
 * - gift cards (1): the buyer uploads a photo of the card and its receipt before marking paid;
 * - debit/credit cards (4): the buyer shows a photo of their ID before the payment details appear
 *   (card payments can be charged back; the seller wants to know who pays);
 * - bank transfers (5): the buyer may upload the payment receipt before marking paid (optional);
 * - every other group: none.
 */
export const REQUIREMENTS_BY_GROUP: Readonly<Record<number, readonly RequirementTemplate[]>> = {
  1: [
    { stage: 'before_mark_as_paid', kind: 'gift_card_photo', party: 'buyer', optional: false },
    { stage: 'before_mark_as_paid', kind: 'gift_card_receipt', party: 'buyer', optional: false },
  ],
  4: [{ stage: 'before_reveal_payment_details', kind: 'id_photo', party: 'buyer', optional: false }],
  5: [{ stage: 'before_mark_as_paid', kind: 'receipt', party: 'buyer', optional: true }],
};

/** @example requirementsForGroup(5) // [{ stage: 'before_mark_as_paid', kind: 'receipt', ... optional: true }] */
export function requirementsForGroup(paymentMethodGroupId: number): readonly RequirementTemplate[] {
  return REQUIREMENTS_BY_GROUP[paymentMethodGroupId] ?? [];
}

interface RequirementState {
  status: TradeRequirementStatus | string;
  optional: boolean;
}

/**
 * The spec: a corrupted requirement, or a pending non-optional one, blocks. A rejected non-optional
 * one blocks too: the other party refused the upload, a new one is needed.
 */
export function requirementBlocks(requirement: RequirementState): boolean {
  if (requirement.status === 'CORRUPTED') return true;
  return !requirement.optional && (requirement.status === 'PENDING' || requirement.status === 'REJECTED');
}

/** No requirement of the list blocks. */
export function requirementsMet(requirements: readonly RequirementState[]): boolean {
  return !requirements.some(requirementBlocks);
}

/** The spec: no uploaded and no required pending requirements means finished. */
export function requirementsFinished(requirements: readonly RequirementState[]): boolean {
  return !requirements.some(
    (requirement) =>
      requirement.status === 'UPLOADED' || (requirement.status === 'PENDING' && !requirement.optional),
  );
}

/** The spec: any rejected requirement is flagged. */
export function requirementsFlagged(requirements: readonly RequirementState[]): boolean {
  return requirements.some((requirement) => requirement.status === 'REJECTED');
}

/**
 * Where the trade page's step flow stands.
 * @example tradeFlowStep('active_funded', { paymentDetailsRevealed: false }) // 'reveal_payment_details'
 */
export function tradeFlowStep(
  status: TradeRowStatus,
  options: { paymentDetailsRevealed: boolean },
): TradeFlowStep {
  switch (status) {
    case 'not_funded':
      return 'fund';
    case 'active_funded':
      return options.paymentDetailsRevealed ? 'pay' : 'reveal_payment_details';
    case 'paid':
      return 'release';
    case 'dispute_open':
      return 'dispute';
    default:
      return 'finished';
  }
}
