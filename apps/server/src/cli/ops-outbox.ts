import type { z } from 'zod';
import { outboxQuerySchema } from '@p2p/shared';
import { listOutbox } from '../modules/outbox/outbox.service.js';
import { optionErrors, optionText, UsageError, type OpsCommand } from './ops-command.js';

export const outboxCommand: OpsCommand<'outbox', z.infer<typeof outboxQuerySchema>> = {
  name: 'outbox',
  usage: `  outbox [--to ADDRESS] [--limit N]
                                  the newest e-mails and SMS (codes included), when no mail or
                                  SMS provider is configured this is where they wait`,
  options: ['to', 'limit'],
  parse(_word, values) {
    const parsed = outboxQuerySchema.safeParse({
      recipient: optionText(values, 'to'),
      limit: optionText(values, 'limit') ?? '20',
      offset: '0',
    });
    if (!parsed.success) throw new UsageError(`outbox: ${optionErrors(parsed.error)}`);
    return parsed.data;
  },
  run: (db, _config, input) => listOutbox(db, input),
};
