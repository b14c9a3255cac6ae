import type {
  SecurityAction,
  TwoFactorBackupCodes,
  TwoFactorMethod,
  TwoFactorResult,
  TwoFactorSetup,
  TwoFactorState,
  TwoFactorStatus,
  TwoFactorSwitchesInput,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { jsonValue, type FactColumn, type UserIdParam } from '../../db/fact-column.js';
import { AppError } from '../../lib/app-error.js';
import * as codes from '../codes/codes.service.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { backupCodeHash, newBackupCodes, normalizeCode } from './backup-codes.js';
import {
  CODE_PURPOSES,
  defaultChannel,
  destinationFor,
  missingDestinationError,
  sendCode,
} from './code-delivery.js';
import {
  codeRequiredError,
  guardedCheck,
  isLockedOut,
  lockedOutError,
  outcomeError,
  recordCheck,
  secretBox,
  serverSecret,
  STATE,
  stateName,
  totpContext,
} from './second-factor.js';
import { newTotpSecret, qrCodeDataUrl, totpUri, verifyTotp } from './totp.js';
import * as repo from './two-factor.repository.js';

export { sendCodeTo } from './code-delivery.js';
export { approveLoginRequest, loginRequestOwner, startLoginChallenge } from './login-challenge.js';

export interface TwoFactorSummary {
  state: TwoFactorState;
  method: TwoFactorMethod;
  login: boolean;
  release: boolean;
  sendout: boolean;
}

/** For current_user: the switches count only while two-factor is enabled. */
type SummarySettings = Pick<repo.SettingsRow, 'state' | 'method' | 'forLogin' | 'forRelease' | 'forSendout'>;

export async function getTwoFactorSummary(db: Executor, userId: number): Promise<TwoFactorSummary> {
  return summaryOf(await repo.findSettings(db, userId));
}

/** The summary as a column of a query that reads several modules' facts of the user at once. */
export function twoFactorSummaryColumn(userId: UserIdParam): FactColumn<TwoFactorSummary> {
  return {
    sql: repo.settingsSummarySql(userId),
    read: (value) => summaryOf(jsonValue<SummarySettings>(value) ?? undefined),
  };
}

function summaryOf(settings: SummarySettings | undefined): TwoFactorSummary {
  const enabled = settings?.state === STATE.enabled;
  return {
    state: stateName(settings?.state ?? STATE.initial),
    method: (settings?.method ?? 'ga') as TwoFactorMethod,
    login: enabled && settings.forLogin,
    release: enabled && settings.forRelease,
    sendout: enabled && settings.forSendout,
  };
}

export async function getStatus(db: Executor, userId: number): Promise<TwoFactorStatus> {
  const summary = await getTwoFactorSummary(db, userId);
  const contact = await repo.findContactPoints(db, userId);
  if (!contact) throw AppError.unauthorized();
  return {
    ...summary,
    type: summary.state === 'enabled' ? summary.method : 'none',
    backupCodesLeft: summary.state === 'enabled' ? await repo.countUnusedBackupCodes(db, userId) : 0,
    availableMethods: {
      ga: true,
      sms: destinationFor(contact, 'sms') !== undefined,
      email: destinationFor(contact, 'email') !== undefined,
    },
  };
}

const SWITCH_COLUMNS = { login: 'forLogin', release: 'forRelease', withdrawal: 'forSendout' } as const;

/**
 * The gate before a sign-in, a release or a send-out: a no-op ('disabled') unless the user enabled
 * two-factor and that action's switch; otherwise the code must pass or this throws
 * ERROR_TWO_FACTOR_REQUIRED (401, details.code). Call it with the database handle before your own
 * transaction: a wrong code must stay counted even though your work does not happen.
 * @example await requireSecondFactor(app.db, { userId, action: 'release', code: request.body.twoFactorCode });
 */
export async function requireSecondFactor(
  db: Executor,
  options: { userId: number; action: SecurityAction; code?: string | null },
): Promise<TwoFactorResult> {
  const column = SWITCH_COLUMNS[options.action];
  const settings = await repo.findSettings(db, options.userId);
  if (!settings || settings.state !== STATE.enabled || !settings[column]) return 'disabled';
  if (!options.code?.trim()) throw codeRequiredError();
  const outcome = await guardedCheck(
    db,
    {
      userId: options.userId,
      action: options.action,
      code: options.code,
      purpose: CODE_PURPOSES.action,
      applies: (locked) => locked[column],
    },
    async () => 'passed' as const,
  );
  if (outcome.status === 'not-enabled') return 'disabled';
  if (outcome.status !== 'passed') throw outcomeError(outcome.status);
  return 'passed';
}

/** Whether the user asks for a second factor on this action (two-factor on and its switch set). */
export async function isSwitchedOn(db: Executor, userId: number, action: SecurityAction): Promise<boolean> {
  const settings = await repo.findSettings(db, userId);
  return Boolean(settings && settings.state === STATE.enabled && settings[SWITCH_COLUMNS[action]]);
}

/** Starts (or restarts) setup: state verification with a pending secret or a code sent to confirm. */
export async function startSetup(
  db: Executor,
  delivery: Delivery,
  options: { userId: number; method: TwoFactorMethod },
): Promise<TwoFactorSetup> {
  const { userId, method } = options;
  return db.transaction(async (tx) => {
    const settings = await repo.lockSettings(tx, userId);
    if (settings?.state === STATE.enabled) {
      const message = 'Two-factor authentication is already on. Turn it off first to change the method.';
      throw new AppError('ERROR_CONFLICT', message, { method: [message] });
    }
    const contact = await repo.findContactPoints(tx, userId);
    if (!contact) throw AppError.unauthorized();
    const pending = { state: STATE.verification, method, totpSecret: null };
    if (method === 'ga') {
      const secret = newTotpSecret();
      const sealed = (await secretBox(tx)).seal(secret, totpContext(userId));
      await repo.upsertSettings(tx, userId, { ...pending, pendingTotpSecret: sealed });
      const otpauthUri = totpUri(secret, contact.username);
      return {
        state: 'verification' as const,
        method,
        secret,
        otpauthUri,
        qrCode: await qrCodeDataUrl(otpauthUri),
        sentTo: null,
      };
    }
    const channel = defaultChannel(method);
    const to = destinationFor(contact, channel);
    if (!to) throw missingDestinationError('method', channel);
    await repo.upsertSettings(tx, userId, { ...pending, pendingTotpSecret: null });
    const sentTo = await sendCode(tx, delivery, { userId, purpose: CODE_PURPOSES.setup, channel, to });
    return { state: 'verification' as const, method, secret: null, otpauthUri: null, qrCode: null, sentTo };
  });
}

type ConfirmOutcome = { status: 'enabled'; backupCodes: string[] } | { status: 'failed' | 'locked' };

/** Proves the new factor works: enabled, every switch on, and ten backup codes shown this once. */
export async function confirmSetup(
  db: Executor,
  options: { userId: number; code: string },
): Promise<TwoFactorBackupCodes> {
  const { userId } = options;
  const code = normalizeCode(options.code);
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const settings = await repo.lockSettings(tx, userId);
    if (!settings || settings.state !== STATE.verification) {
      const message = 'Start the two-factor setup first';
      throw new AppError('ERROR_CONFLICT', message, { code: [message] });
    }
    if (await isLockedOut(tx, userId)) return { status: 'locked' };
    let lastTotpStep = settings.lastTotpStep;
    let passed = false;
    if (settings.method === 'ga' && settings.pendingTotpSecret) {
      const secret = (await secretBox(tx)).open(settings.pendingTotpSecret, totpContext(userId));
      const result = await verifyTotp(secret, code, null);
      if (result.valid) [passed, lastTotpStep] = [true, result.step];
    } else if (settings.method !== 'ga' && /^\d{6}$/.test(code)) {
      passed = (await codes.checkCode(tx, { userId, purpose: CODE_PURPOSES.setup, code })).status === 'ok';
    }
    await recordCheck(tx, { userId, action: 'settings', method: settings.method, passed });
    if (!passed) return { status: 'failed' };
    await repo.updateSettings(tx, userId, {
      state: STATE.enabled,
      totpSecret: settings.method === 'ga' ? settings.pendingTotpSecret : null,
      pendingTotpSecret: null,
      lastTotpStep,
      forLogin: true,
      forRelease: true,
      forSendout: true,
    });
    await recordTwoFactorChange(tx, userId, { enabled: 'true', method: settings.method });
    return { status: 'enabled', backupCodes: await storeNewBackupCodes(tx, userId) };
  });
  if (outcome.status === 'locked') throw lockedOutError();
  if (outcome.status !== 'enabled') {
    const message = 'The code is wrong or expired';
    throw new AppError('ERROR_INPUT_VALIDATION', message, { code: [message] });
  }
  return { status: await getStatus(db, userId), backupCodes: outcome.backupCodes };
}

/**
 * Every change of the second factor (on, off, switches, new backup codes) is a security event in the
 * transaction of the change: the centre, e-mail (always on for security), push and Telegram hear of it.
 */
async function recordTwoFactorChange(
  tx: Executor,
  userId: number,
  payload: { enabled?: 'true' | 'false'; method?: string; what?: 'switches' | 'backup_codes' },
): Promise<void> {
  await recordUserEvents(tx, [{ userId, type: 'security.two_factor_changed', payload }]);
}

async function storeNewBackupCodes(db: Executor, userId: number): Promise<string[]> {
  const backupCodes = newBackupCodes();
  const key = await serverSecret(db);
  await repo.replaceBackupCodes(
    db,
    userId,
    backupCodes.map((code) => backupCodeHash(key, userId, code)),
  );
  return backupCodes;
}

/** Settings changes need a current code (app, sent code or backup code). */
async function withCurrentCode<T>(
  db: Executor,
  options: { userId: number; code: string },
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const outcome = await guardedCheck(
    db,
    { ...options, action: 'settings', purpose: CODE_PURPOSES.action },
    (tx) => work(tx),
  );
  if (outcome.status !== 'passed') throw outcomeError(outcome.status);
  return outcome.value;
}

export async function disable(
  db: Executor,
  options: { userId: number; code: string },
): Promise<TwoFactorStatus> {
  await withCurrentCode(db, options, async (tx) => {
    await repo.updateSettings(tx, options.userId, {
      state: STATE.disabled,
      totpSecret: null,
      pendingTotpSecret: null,
      forLogin: false,
      forRelease: false,
      forSendout: false,
    });
    await recordTwoFactorChange(tx, options.userId, { enabled: 'false' });
    await repo.deleteBackupCodes(tx, options.userId);
  });
  return getStatus(db, options.userId);
}

export async function updateSwitches(
  db: Executor,
  options: { userId: number; input: TwoFactorSwitchesInput },
): Promise<TwoFactorStatus> {
  const { code, login, release, sendout } = options.input;
  await withCurrentCode(db, { userId: options.userId, code }, async (tx) => {
    await recordTwoFactorChange(tx, options.userId, { what: 'switches' });
    await repo.updateSettings(tx, options.userId, {
      ...(login !== undefined ? { forLogin: login } : {}),
      ...(release !== undefined ? { forRelease: release } : {}),
      ...(sendout !== undefined ? { forSendout: sendout } : {}),
    });
  });
  return getStatus(db, options.userId);
}

export async function regenerateBackupCodes(
  db: Executor,
  options: { userId: number; code: string },
): Promise<TwoFactorBackupCodes> {
  const backupCodes = await withCurrentCode(db, options, async (tx) => {
    await recordTwoFactorChange(tx, options.userId, { what: 'backup_codes' });
    return storeNewBackupCodes(tx, options.userId);
  });
  return { status: await getStatus(db, options.userId), backupCodes };
}

/**
 * The gate before an account change (password, e-mail address): while two-factor is enabled, a
 * current code must pass whatever the per-action switches say; 'disabled' otherwise. Like
 * `requireSecondFactor`, call it before your own transaction so that a wrong code stays counted.
 */
export async function requireSecondFactorForAccountChange(
  db: Executor,
  options: { userId: number; code?: string | null },
): Promise<TwoFactorResult> {
  const settings = await repo.findSettings(db, options.userId);
  if (!settings || settings.state !== STATE.enabled) return 'disabled';
  if (!options.code?.trim()) throw codeRequiredError();
  const outcome = await guardedCheck(
    db,
    { userId: options.userId, action: 'settings', code: options.code, purpose: CODE_PURPOSES.action },
    async () => 'passed' as const,
  );
  if (outcome.status === 'not-enabled') return 'disabled';
  if (outcome.status !== 'passed') throw outcomeError(outcome.status);
  return 'passed';
}
