import {
  coinPrecision,
  formatAmount,
  isCryptoCode,
  lastSeenStatus,
  restrictionFlags,
  type RestrictionKind,
  DEFAULT_FIAT_CURRENCY_CODE,
  DEFAULT_FIAT_CURRENCY_ID,
  DEFAULT_LOCALE,
  FULL_NAME_VISIBILITY_TYPES,
  STAFF_ROLES,
  VERIFICATION_KINDS,
  type Badge,
  type CurrentUser,
  type FullNameVisibilityType,
  type KycSummary,
  type PublicUser,
  type VerificationState,
} from '@p2p/shared';
import type { TwoFactorSummary } from '../two-factor/two-factor.service.js';
import type { UserWithRefs } from './users.repository.js';

/** What other modules know about an account, gathered for the current-user answer. */
export interface AccountFacts {
  twoFactor: TwoFactorSummary;
  kyc: KycSummary;
  restrictions: RestrictionKind[];
  completedTrades?: number;
  /** The user has a live API app (modules/api-apps). */
  apiKeyConnected?: boolean;
  /** The user has a published offer (modules/offers, decision 035). */
  isVendor?: boolean;
  /** Staff's open verification demands (modules/kyc-demands, decision 040). */
  kycDemands?: { forced: boolean; idDocument: boolean };
}

/** A user's trading record (modules/trade-stats): completed trades, volume per coin, feedback. */
export interface TradingFacts {
  completedTrades: number;
  partners: number;
  volumeByCoin: Record<string, bigint>;
  feedback: { positive: number; negative: number };
  monthly: { trades: number; partners: number };
  medianReleaseSeconds: number | null;
  /** The earned badge, or the staff-assigned ambassador badge (trade-stats, decision 035). */
  badge?: Badge;
}

function tradeVolume(volumeByCoin: Record<string, bigint>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(volumeByCoin).map(([coin, value]) => [
      coin,
      formatAmount(value, isCryptoCode(coin) ? coinPrecision(coin) : 8),
    ]),
  );
}

function verificationState(verified: boolean): VerificationState {
  return { verified, pending: false, rejected: false, forced: false, required: false, rejectReason: null };
}

function visibilityType(value: string): FullNameVisibilityType {
  return (FULL_NAME_VISIBILITY_TYPES as readonly string[]).includes(value)
    ? (value as FullNameVisibilityType)
    : 'hide';
}

/** The signed-in user as GET /rest/v1/users/current_user shows it (vendor status stays at rest). */
export function toCurrentUser(
  { user, country, fiatCurrencyCode }: UserWithRefs,
  facts: AccountFacts,
): CurrentUser {
  const currency = fiatCurrencyCode ?? DEFAULT_FIAT_CURRENCY_CODE;
  const resting = Object.fromEntries(
    VERIFICATION_KINDS.map((kind) => [kind, verificationState(false)]),
  ) as CurrentUser['verification'];
  const verification: CurrentUser['verification'] = {
    ...resting,
    ...facts.kyc.verification,
    email: verificationState(user.emailVerifiedAt !== null),
    phone: verificationState(user.phoneVerifiedAt !== null),
    basic: verificationState(user.emailVerifiedAt !== null && user.phoneVerifiedAt !== null),
  };
  return {
    id: user.id,
    externalId: user.externalId,
    username: user.username,
    email: user.email,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    role: user.role,
    country: country ? { iso: country.iso, code: country.code, name: country.name } : null,
    currency,
    locationCurrency: currency,
    locale: user.locale,
    urlLocale: user.locale === DEFAULT_LOCALE ? '' : user.locale,
    timezone: user.timezone,
    referralCode: user.referralCode,
    fullNameVisibilityType: visibilityType(user.fullNameVisibilityType),
    firstName: user.firstName,
    lastName: user.lastName,
    completedTrades: facts.completedTrades ?? 0,
    twoFactor: {
      release: facts.twoFactor.release,
      login: facts.twoFactor.login,
      sendout: facts.twoFactor.sendout,
    },
    kycLevelCheck: {
      level: user.isDemo ? -1 : facts.kyc.levelNumber,
      unusedTradingVolumeInFiatCurrency: facts.kyc.limits.lifetimeLimitUsd ?? 'unlimited',
    },
    feeDiscount: '0',
    blockedKycActions: facts.kyc.blockedKycActions,
    vendorLanguages: user.vendorLanguages,
    completedTourGuides: user.completedTourGuides,
    hasRecentMobileAppActivity: false,
    isApiKeyConnected: facts.apiKeyConnected ?? false,
    settings: { fiatCurrencyCode: currency, fiatCurrencyId: user.fiatCurrencyId ?? DEFAULT_FIAT_CURRENCY_ID },
    isLogged: true,
    isVendor: facts.isVendor ?? false,
    isMerchant: false,
    isAdminOrSupermodOrModerator: STAFF_ROLES.includes(user.role),
    isCorporateAccount: user.accountType === 'corporate',
    isDemoAccount: user.isDemo,
    ...restrictionFlags(facts.restrictions),
    fakeEmail: false,
    isActive: facts.restrictions.length === 0,
    verification,
    verificationLevel: facts.kyc.level,
    requestedIdVerification: facts.kycDemands?.idDocument ?? false,
    registrationGroup: user.registrationGroup,
    accountType: user.accountType === 'corporate' ? 'corporate' : 'personal',
    corporateStatus: user.corporateStatus,
    profileVisibility: user.profileVisibility,
    chatAcceptance: user.chatAcceptance,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What anyone may see of a user: no e-mail, phone, role or settings. */
export function toPublicUser(
  { user, country }: UserWithRefs,
  facts: {
    trustedBy: number;
    blockedBy: number;
    idVerified: boolean;
    viewerRelation: 'trusted' | 'blocked' | null;
    trading?: TradingFacts;
    /** Staff made them an ambassador (partner programme). */
    ambassador?: boolean;
  },
  now = new Date(),
): PublicUser {
  const seen = lastSeenStatus(user.lastSeenAt, now);
  return {
    id: user.id,
    username: user.username,
    avatarUrl: user.avatarUrl,
    // The trading figures' badge already puts a staff badge first (staffBadgeSql, decision 038).
    badge: facts.trading?.badge ?? (facts.ambassador ? 'ambassador' : 'no_badge'),
    country: country ? { iso: country.iso, code: country.code, name: country.name } : null,
    registeredAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    lastSeen: { variant: seen.variant, text: seen.text, unit: seen.unit, count: seen.count },
    viewerRelation: facts.viewerRelation,
    verified: {
      email: user.emailVerifiedAt !== null,
      phone: user.phoneVerifiedAt !== null,
      id: facts.idVerified,
    },
    trustedCount: facts.trustedBy,
    blockedCount: facts.blockedBy,
    completedTrades: facts.trading?.completedTrades ?? 0,
    totalPartners: facts.trading?.partners ?? 0,
    monthlyTradeStats: { ...(facts.trading?.monthly ?? { trades: 0, partners: 0 }) },
    medianReleaseSeconds: facts.trading?.medianReleaseSeconds ?? null,
    tradeVolume: tradeVolume(facts.trading?.volumeByCoin ?? {}),
    feedback: facts.trading?.feedback ?? { positive: 0, negative: 0 },
    profile: { bio: user.bio },
    closed: user.closedAt !== null,
  };
}
