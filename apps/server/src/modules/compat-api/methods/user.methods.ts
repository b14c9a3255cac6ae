import { z } from 'zod';
import { usernameSchema } from '@p2p/shared';
import { setRelation } from '../../contacts/contacts.service.js';
import { getCurrentUser, getPublicUser } from '../../users/users.service.js';
import { formText } from '../compat-form.js';
import { asUser, method, noFields } from '../compat-method.js';

const usernameInput = z.object({ username: formText('username is required', 64).pipe(usernameSchema) });

const relation = (name: string, action: 'trusted' | 'blocked' | 'untrusted' | 'unblocked', summary: string) =>
  method({
    name: `user/${name}`,
    summary,
    answers: '`username`, `is_trusted`, `is_blocked` after the change; repeating it changes nothing.',
    scope: 'trades:write',
    input: usernameInput,
    handler: async (ctx, input) => {
      const result = await setRelation(ctx.app.db, {
        userId: ctx.caller.userId,
        username: input.username,
        action,
      });
      return { username: result.username, is_trusted: result.isTrusted, is_blocked: result.isBlocked };
    },
  });

export const userMethods = [
  method({
    name: 'user/me',
    summary: 'The user the app acts for',
    answers:
      'The account: username, verification level, e-mail and phone state, balances are in wallet/balance.',
    scope: 'profile:read',
    input: noFields,
    handler: async (ctx) => getCurrentUser(ctx.app.db, ctx.caller.userId),
  }),
  method({
    name: 'user/info',
    summary: 'Another user’s public profile',
    answers: 'The public profile as the web shows it (feedback counts, trades, last seen, relation).',
    scope: 'profile:read',
    input: usernameInput,
    handler: async (ctx, input) => getPublicUser(ctx.app.db, input.username, asUser(ctx)),
  }),
  relation('trust', 'trusted', 'Trust a user'),
  relation('untrust', 'untrusted', 'Stop trusting a user'),
  relation('block', 'blocked', 'Block a user'),
  relation('unblock', 'unblocked', 'Unblock a user'),
];
