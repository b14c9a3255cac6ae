import {
  DEFAULT_FIAT_CURRENCY_CODE,
  DEFAULT_FIAT_CURRENCY_ID,
  DEFAULT_LOCALE,
  FULL_NAME_VISIBILITY_TYPES,
  STAFF_ROLES,
  VERIFICATION_KINDS,
  type CurrentUser,
  type FullNameVisibilityType,
  type PublicUser,
  type VerificationState,
} from '@p2p/shared';
import type { UserWithRefs } from './users.repository.js';

function verificationState(verified: boolean): VerificationState {
  return { verified, pending: false, rejected: false, forced: false, required: false, rejectReason: null };
}

function visibilityType(value: string): FullNameVisibilityType {
  return (FULL_NAME_VISIBILITY_TYPES as readonly string[]).includes(value)
    ? (value as FullNameVisibilityType)
    : 'hide';
}

/**
 * The signed-in user as GET /rest/v1/users/current_user shows it. Trading, KYC and two-factor
 * figures start at their resting values here; the modules that own them fill them in.
 */
export function toCurrentUser({ user, country, fiatCurrencyCode }: UserWithRefs): CurrentUser {
  const currency = fiatCurrencyCode ?? DEFAULT_FIAT_CURRENCY_CODE;
  const verification = Object.fromEntries(
    VERIFICATION_KINDS.map((kind) => [
      kind,
      verificationState(kind === 'email' && user.emailVerifiedAt !== null),
    ]),
  ) as CurrentUser['verification'];
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
    completedTrades: 0,
    twoFactor: { release: false, login: false, sendout: false },
    kycLevelCheck: { level: 0, unusedTradingVolumeInFiatCurrency: '0.00' },
    feeDiscount: '0',
    blockedKycActions: [],
    vendorLanguages: [],
    completedTourGuides: [],
    hasRecentMobileAppActivity: false,
    isApiKeyConnected: false,
    settings: { fiatCurrencyCode: currency, fiatCurrencyId: user.fiatCurrencyId ?? DEFAULT_FIAT_CURRENCY_ID },
    isLogged: true,
    isVendor: false,
    isMerchant: false,
    isAdminOrSupermodOrModerator: STAFF_ROLES.includes(user.role),
    isCorporateAccount: false,
    isDemoAccount: false,
    banned: false,
    suspended: false,
    onHold: false,
    frozen: false,
    restricted: false,
    fakeEmail: false,
    isActive: true,
    verification,
    createdAt: user.createdAt.toISOString(),
  };
}

/** What anyone may see of a user: no e-mail, phone, role or settings. */
export function toPublicUser({ user, country }: UserWithRefs): PublicUser {
  return {
    id: user.id,
    username: user.username,
    avatarUrl: user.avatarUrl,
    badge: 'no_badge',
    country: country ? { iso: country.iso, code: country.code, name: country.name } : null,
    registeredAt: user.createdAt.toISOString(),
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    completedTrades: 0,
    tradeVolume: {},
    feedback: { positive: 0, negative: 0 },
    profile: { bio: user.bio, notifyTradeMessagesInterval: user.notifyTradeMessagesInterval },
  };
}
