import type { TradeAttachment, TradeMessage, TradeRequirement, TradeUploadContentType } from '@p2p/shared';
import { nameForContentType } from '../kyc/file-content.js';
import type { TradeAttachmentRow, TradeRequirementRow } from './trade-chat.repository.js';
import type { TradeMessageRow, TradeMessageKind } from './trade-messages.repository.js';

export function attachmentUrl(tradeHash: string, attachmentId: string): string {
  return `/rest/v1/trade/${tradeHash}/uploads/${attachmentId}`;
}

export function toRequirementView(row: TradeRequirementRow): TradeRequirement {
  return {
    requirementId: row.id,
    stage: row.stage as TradeRequirement['stage'],
    kind: row.kind as TradeRequirement['kind'],
    party: row.party as TradeRequirement['party'],
    status: row.status as TradeRequirement['status'],
    optional: row.optional,
  };
}

export interface AttachmentViewContext {
  tradeHash: string;
  viewerId: number;
  usernames: Map<number, string>;
  requirements: Map<number, TradeRequirementRow>;
  /** Attachment id → the requirement ids its upload answered. */
  answered: Map<string, number[]>;
}

export function toAttachmentView(row: TradeAttachmentRow, context: AttachmentViewContext): TradeAttachment {
  const ids = context.answered.get(row.id) ?? (row.requirementId ? [row.requirementId] : []);
  const requirements = ids
    .map((id) => context.requirements.get(id))
    .filter((requirement) => requirement !== undefined)
    .map(toRequirementView);
  return {
    id: row.id,
    url: attachmentUrl(context.tradeHash, row.id),
    mimetype: row.mimetype as TradeUploadContentType,
    size: row.sizeBytes,
    name: nameForContentType(row.originalName, row.mimetype),
    requirement: requirements[0] ?? null,
    requirements,
    uploader: { username: context.usernames.get(row.uploaderId) ?? '' },
    isOwn: row.uploaderId === context.viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `••••6789`: the last 4 characters of a number, enough to recognise it, not to pay into it. */
export function maskNumber(value: string): string {
  return value.length > 4 ? `••••${value.slice(-4)}` : '••••';
}

/**
 * A shared bank account as a reader who has not confirmed recently sees it (decision 025): holder,
 * bank, country and currency, the numbers masked, no free-text information, `masked: true`.
 */
export function maskBankAccountMessage(row: TradeMessageRow): {
  body: string;
  payload: Record<string, unknown>;
} {
  const numbers = Array.isArray(row.payload.numbers) ? (row.payload.numbers as unknown[]) : [];
  const masked = numbers.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, value } = entry as { field?: unknown; value?: unknown };
    return typeof field === 'string' && typeof value === 'string'
      ? [{ field, value: maskNumber(value) }]
      : [];
  });
  const payload = { ...row.payload, numbers: masked, additionalInfo: null, masked: true };
  const body = [row.payload.holderName, row.payload.bankName, ...masked.map((entry) => entry.value)]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' · ');
  return { body, payload };
}

export function toMessageView(
  row: TradeMessageRow,
  context: {
    viewerId: number;
    usernames: Map<number, string>;
    attachments: Map<string, TradeAttachment>;
    counterpartyLastRead: number;
    /** Whether the viewer may read the numbers of bank accounts others shared (step-up, decision 025). */
    revealBankAccounts?: boolean;
  },
): TradeMessage {
  const attachmentId = row.payload.attachmentId;
  const hidden =
    row.kind === 'bank_account' && row.authorId !== context.viewerId && context.revealBankAccounts !== true;
  const shown = hidden ? maskBankAccountMessage(row) : { body: row.body, payload: row.payload };
  return {
    id: row.id,
    kind: row.kind as TradeMessageKind,
    author: row.authorId === null ? null : { username: context.usernames.get(row.authorId) ?? '' },
    body: shown.body,
    payload: shown.payload,
    attachment:
      row.kind === 'attachment' && typeof attachmentId === 'string'
        ? (context.attachments.get(attachmentId) ?? null)
        : null,
    createdAt: row.createdAt.toISOString(),
    isOwn: row.authorId !== null && row.authorId === context.viewerId,
    isReadByCounterparty: row.id <= context.counterpartyLastRead,
  };
}
