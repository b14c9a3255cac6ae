import type { CorporateStatus, UserRole } from '@p2p/shared';
import { CORPORATE_STATUSES } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as repo from './corporate.repository.js';

export const CONVERSION_REDIRECT = '/account/settings';

export interface ConversionResult {
  message: string;
  redirectTo: string;
  accountType: 'personal' | 'corporate';
  corporateStatus: CorporateStatus | null;
}

const asStatus = (value: string | null): CorporateStatus | null =>
  value && (CORPORATE_STATUSES as readonly string[]).includes(value) ? (value as CorporateStatus) : null;

/** Files a company application; the account is corporate, unverified, until staff approve it. */
export async function convertToCorporate(
  db: Database,
  userId: number,
  company: { companyName: string; registrationNumber: string; countryIso: string },
): Promise<ConversionResult> {
  return db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, userId);
    if (!account) throw AppError.unauthorized();
    if (account.accountType === 'corporate' && account.corporateStatus !== 'application_rejected') {
      throw AppError.validation('accountType', 'This account is already a corporate account');
    }
    await repo.insertCompanyApplication(tx, userId, company);
    await repo.setAccount(tx, userId, { accountType: 'corporate', corporateStatus: 'application_submitted' });
    return {
      message: 'Your company application was submitted. We will review it shortly.',
      redirectTo: CONVERSION_REDIRECT,
      accountType: 'corporate',
      corporateStatus: 'application_submitted',
    };
  });
}

export async function convertToPersonal(db: Database, userId: number): Promise<ConversionResult> {
  return db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, userId);
    if (!account) throw AppError.unauthorized();
    if (account.accountType === 'personal')
      throw AppError.validation('accountType', 'This account is already personal');
    await repo.setAccount(tx, userId, { accountType: 'personal', corporateStatus: null });
    return {
      message: 'Your account is a personal account again.',
      redirectTo: CONVERSION_REDIRECT,
      accountType: 'personal',
      corporateStatus: null,
    };
  });
}

/** Staff decide on another user's company application; the account's corporate status follows. */
export async function decide(
  db: Database,
  actor: { userId: number; role: UserRole },
  options: { userId: number; status: CorporateStatus; reason?: string },
): Promise<ConversionResult> {
  if (!['admin', 'supermoderator', 'moderator'].includes(actor.role)) throw AppError.forbidden();
  assertNotOwnObject(actor.userId, [options.userId], 'You cannot decide your own company application', {
    fields: ['status'],
  });
  if (options.status === 'application_rejected' && !options.reason) {
    throw AppError.validation('reason', 'Give the reason for the rejection');
  }
  return db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, options.userId);
    if (!account) throw AppError.notFound('User');
    const application = await repo.latestCompanyApplication(tx, options.userId);
    if (!application || account.accountType !== 'corporate') throw AppError.notFound('Company application');
    await repo.updateApplication(tx, application.id, {
      status:
        options.status === 'application_approved'
          ? 'approved'
          : options.status === 'application_rejected'
            ? 'rejected'
            : 'pending',
      reviewedBy: actor.userId,
      rejectReason: options.reason ?? null,
    });
    await repo.setAccount(tx, options.userId, { accountType: 'corporate', corporateStatus: options.status });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'corporate.decision',
      targetUserId: options.userId,
      details: { status: options.status, reason: options.reason ?? null },
    });
    return {
      message: `The application is now ${options.status.replace(/_/g, ' ')}.`,
      redirectTo: CONVERSION_REDIRECT,
      accountType: 'corporate',
      corporateStatus: asStatus(options.status),
    };
  });
}
