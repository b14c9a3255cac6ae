import {
  COUNTRY_PAGE_SIZE,
  MAX_VERIFICATION_ATTEMPTS,
  type AttemptKind,
  type Country,
  type StartAddressVerificationInput,
  type StartBasicVerificationInput,
  type StartIdVerificationInput,
  type VerificationRequestKind,
  type VerificationRequestView,
} from '@p2p/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as reference from '../reference/reference.service.js';
import * as repo from './kyc.repository.js';
import { recomputeLevel } from './kyc.service.js';
import {
  isIssuedProviderReference,
  issueProviderReference,
  providerReferenceKey,
} from './provider-reference.js';
import { toRequestView } from './kyc-views.js';

const NIGERIA_ISO3 = 'NGA';
export const MIN_AGE_YEARS = 18;

/** Countries whose documents verification accepts (countries.kyc), by name. */
export async function supportedCountries(db: Executor): Promise<Country[]> {
  const { data } = await reference.listCountries(db, {
    kyc: true,
    includeIsoNull: false,
    limit: COUNTRY_PAGE_SIZE,
    offset: 0,
  });
  return data;
}

async function supportedCountry(db: Executor, iso3: string, field: string): Promise<Country> {
  const country = (await supportedCountries(db)).find((candidate) => candidate.code === iso3);
  if (!country) throw AppError.validation(field, `Documents from ${iso3} cannot be verified`);
  return country;
}

/** Refuses a new request of `kind` while one is under review, once verified, or after the last try. */
function assertCanStart(kind: VerificationRequestKind, requests: repo.RequestRow[]): void {
  if (requests.some((request) => request.status === 'approved'))
    throw new AppError('ERROR_CONFLICT', `The ${kind} verification is already approved`, {
      _: ['Already verified'],
    });
  if (requests.some((request) => request.status === 'pending'))
    throw new AppError('ERROR_CONFLICT', `A ${kind} verification is already under review`, {
      _: ['A request is already under review'],
    });
  const rejected = requests.filter((request) => request.status === 'rejected').length;
  if (rejected >= MAX_VERIFICATION_ATTEMPTS)
    throw new AppError(
      'ERROR_VERIFICATION_ATTEMPTS_EXHAUSTED',
      `No ${kind} verification attempts left: contact support`,
      { _: ['No attempts left'] },
      409,
    );
}

/** Runs `work` under the user's row lock, so two submissions of one user cannot both pass the checks. */
async function asUser<T>(db: Database, userId: number, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await repo.findUserKycFacts(tx, userId, { lock: true }))) throw AppError.unauthorized();
    return work(tx);
  });
}

async function openRequest(
  db: Database,
  userId: number,
  kind: AttemptKind,
  data: Record<string, string | null>,
): Promise<VerificationRequestView> {
  return asUser(db, userId, async (tx) => {
    assertCanStart(kind, await repo.listUserRequests(tx, userId, kind));
    return toRequestView(await repo.insertRequest(tx, { userId, kind, data }), []);
  });
}

export async function startIdVerification(
  db: Database,
  userId: number,
  input: StartIdVerificationInput,
): Promise<VerificationRequestView> {
  await supportedCountry(db, input.issue_country_iso3, 'issue_country_iso3');
  return openRequest(db, userId, 'id', {
    issueCountryIso3: input.issue_country_iso3,
    documentType: input.document_type,
    firstNameOriginal: input.first_name_original,
    middleNameOriginal: input.middle_name_original,
    lastNameOriginal: input.last_name_original,
    documentNumber: input.document_number,
  });
}

export async function startAddressVerification(
  db: Database,
  userId: number,
  input: StartAddressVerificationInput,
): Promise<VerificationRequestView> {
  const country = await supportedCountry(db, input.country_iso3, 'country_iso3');
  for (const field of ['nga_nin', 'nga_bvn'] as const) {
    if (input[field] !== null && country.code !== NIGERIA_ISO3)
      throw AppError.validation(field, 'Only for addresses in Nigeria (NGA)');
  }
  return openRequest(db, userId, 'address', {
    countryIso3: input.country_iso3,
    documentType: input.document_type,
    regionName: input.region_name,
    cityName: input.city_name,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    zipCode: input.zip_code,
    ngaNin: input.nga_nin,
    ngaBvn: input.nga_bvn,
  });
}

export async function submitVideo(
  db: Database,
  userId: number,
  url: string,
): Promise<VerificationRequestView> {
  return openRequest(db, userId, 'video', { url });
}

/** Whole years between a YYYY-MM-DD birthday and `today`. */
export function ageOn(birthday: string, today: Date): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * Full name and birthday (level L1+). They are the user's own declaration, so they count at once; an
 * ID verification later proves them. Once given they are fixed: a change goes through support.
 */
export async function startBasicVerification(
  db: Database,
  userId: number,
  input: StartBasicVerificationInput,
): Promise<VerificationRequestView> {
  const age = ageOn(input.birthday, new Date());
  if (input.birthday < '1900-01-01' || age < 0)
    throw AppError.validation('birthday', 'Enter your real date of birth');
  if (age < MIN_AGE_YEARS)
    throw AppError.validation('birthday', `You must be at least ${MIN_AGE_YEARS} years old`);
  return asUser(db, userId, async (tx) => {
    const requests = await repo.listUserRequests(tx, userId, 'fullname_birthday');
    if (requests.some((request) => request.status === 'approved'))
      throw new AppError('ERROR_CONFLICT', 'Full name and birthday are already given', {
        _: ['Already verified'],
      });
    const row = await repo.insertRequest(tx, {
      userId,
      kind: 'fullname_birthday',
      status: 'approved',
      reviewedAt: new Date(),
      data: { firstName: input.first_name, lastName: input.last_name, birthday: input.birthday },
    });
    await recomputeLevel(tx, userId);
    return toRequestView(row, []);
  });
}

const identityVerified = (requests: readonly repo.RequestRow[]) =>
  requests.some((request) => request.status === 'approved');

async function identityRequests(tx: Executor, userId: number) {
  const provider = await repo.listUserRequests(tx, userId, 'provider');
  return { provider, all: [...provider, ...(await repo.listUserRequests(tx, userId, 'id'))] };
}

function alreadyVerified(): AppError {
  return new AppError('ERROR_CONFLICT', 'The identity is already verified', { _: ['Already verified'] });
}

/**
 * Starts the identity provider's (Sumsub) check: issues the reference the provider's widget runs
 * under, which `markProviderPending` later accepts from this user only.
 */
export async function startProviderVerification(
  db: Database,
  userId: number,
): Promise<{ provider: 'sumsub'; verificationReference: string }> {
  const key = await providerReferenceKey(db);
  return asUser(db, userId, async (tx) => {
    if (identityVerified((await identityRequests(tx, userId)).all)) throw alreadyVerified();
    return { provider: 'sumsub', verificationReference: issueProviderReference(key, userId) };
  });
}

/**
 * Records that the identity provider (Sumsub) holds a verification of this user, pending its result.
 * Only a reference the server issued to this user (startProviderVerification) is accepted; the same
 * reference again answers the request it made the first time.
 */
export async function markProviderPending(
  db: Database,
  userId: number,
  verificationReference: string,
): Promise<{ request: VerificationRequestView; created: boolean }> {
  const key = await providerReferenceKey(db);
  if (!isIssuedProviderReference(key, userId, verificationReference)) {
    throw AppError.validation(
      'verificationReference',
      'This verification reference was not issued to you: start the provider verification first',
    );
  }
  return asUser(db, userId, async (tx) => {
    const { provider: requests, all } = await identityRequests(tx, userId);
    const same = requests.find((request) => request.data.verificationReference === verificationReference);
    if (same) return { request: toRequestView(same, []), created: false };
    if (identityVerified(all)) throw alreadyVerified();
    const row = await repo.insertRequest(tx, {
      userId,
      kind: 'provider',
      data: { provider: 'sumsub', verificationReference },
    });
    return { request: toRequestView(row, []), created: true };
  });
}

export async function leftAttempts(db: Executor, userId: number, type: AttemptKind) {
  const requests = await repo.listUserRequests(db, userId, type);
  const used = requests.filter((request) => request.status === 'rejected').length;
  return {
    type,
    maxAttempts: MAX_VERIFICATION_ATTEMPTS,
    usedAttempts: used,
    attemptsLeft: Math.max(0, MAX_VERIFICATION_ATTEMPTS - used),
    hasPending: requests.some((request) => request.status === 'pending'),
    verified: requests.some((request) => request.status === 'approved'),
  };
}

/** The user's own requests, newest first, with their files. */
export async function listOwnRequests(db: Executor, userId: number): Promise<VerificationRequestView[]> {
  const requests = await repo.listUserRequests(db, userId);
  const files = await repo.listFilesOfRequests(
    db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => toRequestView(request, files));
}

/**
 * The country to preselect on the document forms: that of the newest ID document not rejected,
 * else the profile country, else the phone number's country; only countries verification accepts.
 */
export async function documentCountry(db: Executor, userId: number) {
  const user = await repo.findUserKycFacts(db, userId);
  if (!user) throw AppError.unauthorized();
  const countries = await supportedCountries(db);
  const idRequest = (await repo.listUserRequests(db, userId, 'id')).find(
    (request) => request.status !== 'rejected',
  );
  const candidates = [
    {
      source: 'id_verification' as const,
      match: (c: Country) => c.code === idRequest?.data.issueCountryIso3,
    },
    { source: 'profile' as const, match: (c: Country) => c.id === user.countryId },
    { source: 'phone' as const, match: (c: Country) => c.iso !== null && c.iso === user.phoneCountryIso },
  ];
  for (const candidate of candidates) {
    const country = countries.find(candidate.match);
    if (country) return { country, source: candidate.source };
  }
  return { country: null, source: null };
}
