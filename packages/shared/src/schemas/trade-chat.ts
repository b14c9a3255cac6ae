// CONTRACT READY
// Contracts of the trade chat (messages, read receipts, uploads) and of real time (the channel token,
// the `/ws` socket's messages and the HTTP resync). The server validates with these; the web app types
// its client with them.
import { z } from 'zod';
import { tradeRequirementSchema } from './trades/views.js';

// ---- Trade chat -------------------------------------------------------------------------------------

export const TRADE_MESSAGE_KINDS = ['text', 'system', 'moderator', 'attachment', 'bank_account'] as const;
export type TradeMessageKindName = (typeof TRADE_MESSAGE_KINDS)[number];

export const TRADE_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of GET /rest/v1/trade/{id}/messages (oldest first; ask again with after=). */
export const TRADE_MESSAGES_PAGE_SIZE = 100;
/** The chat stays writable this long after the trade reached a final status, then it is read-only. */
export const TRADE_CHAT_OPEN_DAYS_AFTER_FINAL = 7;

/** Content types an upload may have; checked on the bytes, never on the file name. */
export const TRADE_UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type TradeUploadContentType = (typeof TRADE_UPLOAD_CONTENT_TYPES)[number];
/** The default upload size limit (the server's TRADE_UPLOAD_MAX_BYTES may lower it). */
export const TRADE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field with the requirement ids an upload answers (comma separated or repeated). */
export const TRADE_UPLOAD_REQUIREMENTS_FIELD = 'requirements';

// Control characters other than tab and line breaks are refused, and so are the bidirectional
// overrides: they hide or reorder text (a scam could make "send 100" read as "send 001").
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The text of a chat message: 1..2000 characters after trimming, no control characters. */
export const tradeMessageTextSchema = z
  .string({ error: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .max(TRADE_MESSAGE_MAX_LENGTH, `At most ${TRADE_MESSAGE_MAX_LENGTH} characters`)
  .refine((text) => !CONTROL_CHARACTERS.test(text), 'The message contains control characters');

/** POST /rest/v1/trade/{id}/messages */
export const tradeMessageInputSchema = z.strictObject({ text: tradeMessageTextSchema });
export type TradeMessageInput = z.infer<typeof tradeMessageInputSchema>;

/** POST /rest/v1/trade/{id}/read: the newest message the reader has seen. */
export const tradeReadInputSchema = z.strictObject({
  last_message_id: z.number({ error: 'A message id' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type TradeReadInput = z.infer<typeof tradeReadInputSchema>;

/** GET /rest/v1/trade/{id}/messages?after=&limit= */
export const tradeMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(TRADE_MESSAGES_PAGE_SIZE).default(TRADE_MESSAGES_PAGE_SIZE),
});

/** The requirement an upload answers: the trade view's requirement (the spec's requirement attachment). */
export const tradeRequirementRefSchema = tradeRequirementSchema;

/** An uploaded file; `url` serves it to the parties (and a dispute's moderator) only. */
export const tradeAttachmentSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  mimetype: z.enum(TRADE_UPLOAD_CONTENT_TYPES),
  size: z.number().int(),
  name: z.string(),
  /** The first requirement the upload answers, or null (the spec's single `requirement`). */
  requirement: tradeRequirementRefSchema.nullable(),
  /** Every requirement the upload answers. */
  requirements: z.array(tradeRequirementRefSchema),
  uploader: z.object({ username: z.string() }),
  isOwn: z.boolean(),
  createdAt: z.string(),
});
export type TradeAttachment = z.infer<typeof tradeAttachmentSchema>;

/** One chat message. System messages have no author; `payload` is the kind's data. */
export const tradeMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRADE_MESSAGE_KINDS),
  author: z.object({ username: z.string() }).nullable(),
  body: z.string(),
  /** system: {status, ...}; bank_account: the shared account; attachment: {attachmentId}. */
  payload: z.record(z.string(), z.unknown()),
  /** The upload of an attachment message, null for other kinds. */
  attachment: tradeAttachmentSchema.nullable(),
  createdAt: z.string(),
  isOwn: z.boolean(),
  /** The counterparty (for a moderator: both parties) has read this message. */
  isReadByCounterparty: z.boolean(),
});
export type TradeMessage = z.infer<typeof tradeMessageSchema>;

export const tradeMessagesMetaSchema = z.object({
  /** More messages follow: ask again with after = the last id of this page. */
  hasMore: z.boolean(),
  /** The newest message id of the chat (0 when empty). */
  lastMessageId: z.number().int(),
  /** Read receipts: the newest message the viewer and the counterparty have read (0: none). */
  myLastReadMessageId: z.number().int(),
  counterpartyLastReadMessageId: z.number().int(),
  /** Whether the viewer may still write (see TRADE_CHAT_OPEN_DAYS_AFTER_FINAL). */
  canWrite: z.boolean(),
});
export type TradeMessagesMeta = z.infer<typeof tradeMessagesMetaSchema>;

/** The answer of POST /rest/v1/trade/{id}/read. */
export const tradeReadResultSchema = z.object({
  lastReadMessageId: z.number().int(),
  readAt: z.string(),
});
export type TradeReadResult = z.infer<typeof tradeReadResultSchema>;

// ---- Real time --------------------------------------------------------------------------------------

export const USER_EVENT_TYPES = [
  'trade.started',
  'trade.status',
  'trade.message',
  'trade.read',
  'trade.upload',
  'feedback.given',
] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/** The client asks for a new channel token this long before the one it holds expires. */
export const REALTIME_REFRESH_BEFORE_SECONDS = 300;
/**
 * The path of the socket; open it as `${url}?token=...&after=<last event id seen>`. Omit `after` on a
 * first connection: nothing is resent and `realtime.ready` names the id to remember. A resync may
 * resend a few events at or below `after` (a transaction that took its id earlier committed later),
 * and a live event may have a lower id than one sent before it: de-duplicate by id, never drop an
 * event only because its id is below the highest seen.
 */
export const REALTIME_PATH = '/ws';

/**
 * Close codes of `/ws`: 4401 the token is missing, forged or expired (get a new one and reconnect),
 * 4400 the client sent something the server does not understand, 4429 the user already has too many
 * sockets open on that server (close a tab; reconnect later).
 */
export const REALTIME_CLOSE_CODES = { unauthorized: 4401, badMessage: 4400, tooManySockets: 4429 } as const;

/** POST /account/re-auth-push-subscription (body optional; `channels` is the spec's one channel). */
export const channelTokenInputSchema = z
  .object({ channels: z.array(z.string().max(100)).max(1).optional() })
  .optional();

/** The channel token answer: a short-lived signed token for `/ws`. */
export const channelTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** Seconds until the token expires (the spec's expireIn). */
  expireIn: z.number().int(),
  /** The socket's absolute URL (ws: or wss:). */
  url: z.string(),
});
export type ChannelToken = z.infer<typeof channelTokenSchema>;

/**
 * Something changed for the user: the event says what, the client reads the truth over HTTP.
 * Sent over the socket as is, and listed by GET /rest/v1/events?after=.
 */
export const userEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  tradeHash: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type UserEvent = z.infer<typeof userEventSchema>;

/** GET /rest/v1/events?after=&limit= */
export const userEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const userEventsMetaSchema = z.object({
  hasMore: z.boolean(),
  /** The id to resume from: the last event of this page, or `after` when the page is empty. */
  lastEventId: z.number().int(),
});

/**
 * Control messages of the socket (their types start with `realtime.`, events' never do):
 * - realtime.ready: the resync after `after` is done; live events follow;
 * - realtime.token: a refreshed token was accepted, the socket now lives until expiresAt;
 * - realtime.error: a client message was refused (the socket stays open unless closed with a code).
 */
export const realtimeControlSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('realtime.ready'), lastEventId: z.number().int() }),
  z.object({ type: z.literal('realtime.token'), expiresAt: z.string() }),
  z.object({ type: z.literal('realtime.error'), code: z.string(), message: z.string() }),
]);
export type RealtimeControl = z.infer<typeof realtimeControlSchema>;

/** What the server sends: an event or a control message. */
export type RealtimeServerMessage = UserEvent | RealtimeControl;

/** What the client may send: a refreshed token (keeps the socket open past the old one's expiry). */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(500) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** The answer of POST /rest/v1/trade/{id}/upload: the stored file and the chat message announcing it. */
export const tradeUploadResultSchema = z.object({
  attachment: tradeAttachmentSchema,
  message: tradeMessageSchema,
});
export type TradeUploadResult = z.infer<typeof tradeUploadResultSchema>;
