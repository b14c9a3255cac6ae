import type { SecurityAction } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { requireSecondFactor } from '../two-factor/two-factor.service.js';
import { CompatError } from './compat-envelope.js';
import type { CompatContext } from './compat-method.js';

/** The header the original API read the second-factor code from. */
export const SECOND_FACTOR_HEADER = 'x-paxful-2fa';

/**
 * A money move by API asks for the user's code when the user turned two-factor on for that action:
 * no code answers 1006, a wrong one 1007 (and counts towards the lock-out, as in the web app).
 */
export async function requireCompatSecondFactor(ctx: CompatContext, action: SecurityAction): Promise<void> {
  const header = ctx.request.headers[SECOND_FACTOR_HEADER];
  const code = typeof header === 'string' ? header.trim() : '';
  try {
    await requireSecondFactor(ctx.app.db, { userId: ctx.caller.userId, action, code });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERROR_TWO_FACTOR_REQUIRED' && code === '') {
      throw new CompatError(
        'secondFactorRequired',
        `This account asks for a two-factor code for this action: send it in the ${SECOND_FACTOR_HEADER} header`,
      );
    }
    throw error;
  }
}
