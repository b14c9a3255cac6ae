import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A method call the bot made, with its JSON parameters. */
export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  /** When the call arrived (Date.now()), for the fan-out benchmark. */
  at: number;
}

interface Update {
  update_id: number;
  message: Record<string, unknown>;
}

interface ApiFailure {
  error_code: number;
  description: string;
  parameters?: { retry_after?: number };
}

interface PendingPoll {
  offset: number;
  respond: (status: number, body: unknown) => void;
  timer: NodeJS.Timeout;
}

/**
 * A local stand-in for api.telegram.org that speaks the Bot API methods the bot uses: getMe,
 * getUpdates (long polling, with Telegram's 409 when a second poll starts), sendMessage,
 * setMyCommands and deleteWebhook. Tests queue what users type and read what the bot sent.
 */
export class TestTelegramServer {
  readonly token = '123456789:TEST-token_abcdefghijklmnopqrstuvwxyz';
  readonly botUsername = 'p2p_test_bot';
  readonly calls: BotApiCall[] = [];
  /** getUpdates requests Telegram would have refused because another one was running. */
  conflicts = 0;
  private updates: Update[] = [];
  private nextUpdateId = 1;
  private nextMessageId = 1;
  private pending: PendingPoll | undefined;
  private readonly failures = new Map<number, ApiFailure>();
  private server!: Server;
  apiRoot = '';

  /** Listens on `port` (0: any free one; the browser journeys use a fixed one their server is told of). */
  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.apiRoot = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.pending?.respond(200, { ok: true, result: [] });
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Telegram's update ids never restart; a test server started anew does. A test that restarts the
   * server under a poller that already acknowledged updates continues the numbering from `updateId`.
   */
  continueUpdateIdsFrom(updateId: number): void {
    this.nextUpdateId = Math.max(this.nextUpdateId, updateId);
  }

  /** A user types `text` in a private chat with the bot (chat id = user id, as Telegram does). */
  userSends(user: { id: number; username?: string; languageCode?: string }, text: string): number {
    const command = /^\/\w+/.exec(text)?.[0];
    const update: Update = {
      update_id: this.nextUpdateId++,
      message: {
        message_id: this.nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: 'private', first_name: 'Test' },
        from: {
          id: user.id,
          is_bot: false,
          first_name: 'Test',
          ...(user.username ? { username: user.username } : {}),
          ...(user.languageCode ? { language_code: user.languageCode } : {}),
        },
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    };
    this.updates.push(update);
    if (this.pending) this.answerPoll(this.pending);
    return update.update_id;
  }

  /** From now on sendMessage to this chat fails like Telegram does (403 blocked, 429 too many requests). */
  failSendsTo(chatId: number, failure: ApiFailure | undefined): void {
    if (failure) this.failures.set(chatId, failure);
    else this.failures.delete(chatId);
  }

  /** Messages the bot sent to a chat, oldest first. */
  sentTo(chatId: number): { text: string; params: Record<string, unknown> }[] {
    return this.calls
      .filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId)
      .map((call) => ({ text: String(call.params.text), params: call.params }));
  }

  callsOf(method: string): BotApiCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  private answerPoll(poll: PendingPoll): void {
    clearTimeout(poll.timer);
    if (this.pending === poll) this.pending = undefined;
    poll.respond(200, { ok: true, result: this.updates.filter((update) => update.update_id >= poll.offset) });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const params = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const respond = (status: number, body: unknown) => {
      if (response.writableEnded) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    if (!match || match[1] !== this.token) {
      respond(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      return;
    }
    const method = match[2]!;
    this.calls.push({ method, params, at: Date.now() });
    switch (method) {
      case 'getMe':
        respond(200, {
          ok: true,
          result: {
            id: 123456789,
            is_bot: true,
            first_name: 'P2P test bot',
            username: this.botUsername,
            can_join_groups: false,
            can_read_all_group_messages: false,
            supports_inline_queries: false,
          },
        });
        return;
      case 'setMyCommands':
      case 'deleteWebhook':
        respond(200, { ok: true, result: true });
        return;
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        // Telegram confirms every update below the offset.
        this.updates = this.updates.filter((update) => update.update_id >= offset);
        if (this.pending) {
          this.conflicts += 1;
          const previous = this.pending;
          this.pending = undefined;
          clearTimeout(previous.timer);
          previous.respond(409, {
            ok: false,
            error_code: 409,
            description: 'Conflict: terminated by other getUpdates request',
          });
        }
        const timeout = Number(params.timeout ?? 0);
        const poll: PendingPoll = {
          offset,
          respond,
          timer: setTimeout(() => this.answerPoll(poll), timeout * 1000),
        };
        if (this.updates.length > 0 || timeout === 0) this.answerPoll(poll);
        else this.pending = poll;
        return;
      }
      case 'sendMessage': {
        const chatId = Number(params.chat_id);
        const failure = this.failures.get(chatId);
        if (failure) {
          respond(failure.error_code, { ok: false, ...failure });
          return;
        }
        respond(200, {
          ok: true,
          result: {
            message_id: this.nextMessageId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: 'private' },
            text: params.text,
          },
        });
        return;
      }
      default:
        respond(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  }
}
