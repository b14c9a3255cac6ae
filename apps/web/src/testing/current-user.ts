import { currentUserSchema, VERIFICATION_KINDS, type CurrentUser, type VerificationState } from '@p2p/shared';

const unverified = {
  verified: false,
  pending: false,
  rejected: false,
  forced: false,
  required: false,
  rejectReason: null,
};

/** A verification state with overrides, e.g. `verificationState({ verified: true })`. */
export function verificationState(overrides: Partial<VerificationState> = {}): VerificationState {
  return { ...unverified, ...overrides };
}

/** A signed-in user as GET /rest/v1/users/current_user returns it; parsed so drift in the contract shows. */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({
    id: 1,
    externalId: 'ext-1',
    username: 'alice',
    email: 'alice@example.com',
    phone: null,
    avatarUrl: null,
    role: 'user',
    country: null,
    currency: 'USD',
    locationCurrency: 'USD',
    locale: 'en',
    urlLocale: '',
    timezone: 'UTC',
    referralCode: 'ref-1',
    fullNameVisibilityType: 'hide',
    firstName: null,
    lastName: null,
    completedTrades: 0,
    twoFactor: { release: false, login: false, sendout: false },
    kycLevelCheck: { level: 0, unusedTradingVolumeInFiatCurrency: '0' },
    feeDiscount: '0',
    blockedKycActions: [],
    vendorLanguages: [],
    completedTourGuides: [],
    hasRecentMobileAppActivity: false,
    isApiKeyConnected: false,
    settings: { fiatCurrencyCode: 'USD', fiatCurrencyId: 144 },
    isLogged: true,
    isVendor: false,
    isMerchant: false,
    isAdminOrSupermodOrModerator: false,
    isCorporateAccount: false,
    isDemoAccount: false,
    banned: false,
    suspended: false,
    onHold: false,
    frozen: false,
    restricted: false,
    fakeEmail: false,
    isActive: true,
    verification: Object.fromEntries(VERIFICATION_KINDS.map((kind) => [kind, unverified])),
    verificationLevel: 'L0',
    requestedIdVerification: false,
    registrationGroup: 2,
    accountType: 'personal',
    corporateStatus: null,
    profileVisibility: 'YES',
    chatAcceptance: 'EVERYONE',
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  });
}
