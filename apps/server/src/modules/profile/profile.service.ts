import {
  CHAT_ACCEPTANCE_VALUES,
  COUNTRY_PAGE_SIZE,
  DEFAULT_FIAT_CURRENCY_CODE,
  FULL_NAME_VISIBILITY_TYPES,
  MAX_COMPLETED_TOURS,
  PROFILE_MESSAGES,
  PROFILE_VISIBILITIES,
  USERNAME_CHANGE_INTERVAL_DAYS,
  canonicalTimeZone,
  normalizeBio,
  normalizeNotifyInterval,
  validateBio,
  validateNotifyInterval,
  type ChatAcceptance,
  type FieldErrors,
  type SetUsernameResult,
  type Settings,
  type SettingsInput,
  type TourStatus,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { pgConstraint, pgErrorCode } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as reference from '../reference/reference.service.js';
import * as repo from './profile.repository.js';

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export async function getSettings(db: Executor, userId: number): Promise<Settings> {
  const row = await repo.findSettings(db, userId);
  if (!row) throw AppError.unauthorized();
  return {
    ...row,
    fiatCurrencyCode: row.fiatCurrencyCode ?? DEFAULT_FIAT_CURRENCY_CODE,
    profileVisibility: oneOf(PROFILE_VISIBILITIES, row.profileVisibility, 'YES'),
    fullNameVisibilityType: oneOf(FULL_NAME_VISIBILITY_TYPES, row.fullNameVisibilityType, 'hide'),
  };
}

async function fiatCurrencyId(db: Executor, code: string): Promise<number | undefined> {
  try {
    return (await reference.getFiatCurrency(db, code)).id;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}

async function countryId(db: Executor, iso: string): Promise<number | undefined> {
  const { data } = await reference.listCountries(db, {
    includeIsoNull: false,
    limit: COUNTRY_PAGE_SIZE,
    offset: 0,
  });
  return data.find((country) => country.iso === iso.toUpperCase())?.id;
}

const emptyToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/**
 * Changes any subset of the signed-in user's settings. Every field at fault is reported at once,
 * under the snake_case key the request used; nothing is saved unless all fields are valid.
 */
export async function updateSettings(db: Executor, userId: number, input: SettingsInput): Promise<Settings> {
  const patch: repo.UserPatch = {};
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  if (input.locale !== undefined) patch.locale = input.locale;
  if (input.fiat_currency_code !== undefined) {
    const id = await fiatCurrencyId(db, input.fiat_currency_code);
    if (id === undefined) fail('fiat_currency_code', 'Unknown currency');
    else patch.fiatCurrencyId = id;
  }
  if (input.country_iso !== undefined) {
    const id = await countryId(db, input.country_iso);
    if (id === undefined) fail('country_iso', 'Unknown country');
    else patch.countryId = id;
  }
  if (input.timezone !== undefined) {
    const zone = canonicalTimeZone(input.timezone);
    if (!zone) fail('timezone', 'Unknown time zone: use an IANA name such as Europe/London');
    else patch.timezone = zone;
  }
  if (input.profile_visibility !== undefined) patch.profileVisibility = input.profile_visibility;
  if (input.full_name_visibility_type !== undefined) {
    patch.fullNameVisibilityType = input.full_name_visibility_type;
  }
  if (input.first_name !== undefined) patch.firstName = emptyToNull(input.first_name);
  if (input.last_name !== undefined) patch.lastName = emptyToNull(input.last_name);
  if (input.bio !== undefined) {
    const bio = normalizeBio(input.bio).trim();
    const error = validateBio(bio);
    if (error) fail('bio', PROFILE_MESSAGES[error]);
    else patch.bio = bio;
  }
  if (input.notify_trade_messages_interval !== undefined) {
    const error = validateNotifyInterval(input.notify_trade_messages_interval);
    if (error) fail('notify_trade_messages_interval', PROFILE_MESSAGES[error]);
    else patch.notifyTradeMessagesInterval = normalizeNotifyInterval(input.notify_trade_messages_interval);
  }

  if (Object.keys(errors).length > 0) {
    throw new AppError('ERROR_INPUT_VALIDATION', 'The settings have invalid fields', errors);
  }
  if (Object.keys(patch).length > 0) await repo.updateUser(db, userId, patch);
  return getSettings(db, userId);
}

const USERNAME_CHANGE_INTERVAL_MS = USERNAME_CHANGE_INTERVAL_DAYS * 86_400_000;

/** Renames the user: unique ignoring case, and once per USERNAME_CHANGE_INTERVAL_DAYS. */
export async function setUsername(
  db: Executor,
  options: { userId: number; username: string; now?: Date },
): Promise<SetUsernameResult> {
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const current = await repo.lockUsernameState(tx, options.userId);
      if (!current) throw AppError.unauthorized();
      if (current.username === options.username) {
        throw AppError.validation('username', 'This is already your username');
      }
      const allowedFrom = current.usernameChangedAt
        ? new Date(current.usernameChangedAt.getTime() + USERNAME_CHANGE_INTERVAL_MS)
        : now;
      if (allowedFrom > now) {
        const message = `The username can be changed once every ${USERNAME_CHANGE_INTERVAL_DAYS} days; next from ${allowedFrom.toISOString()}`;
        throw new AppError('ERROR_USERNAME_CHANGE_TOO_SOON', message, { username: [message] }, 400);
      }
      await repo.updateUsername(tx, options.userId, options.username, now);
      return {
        message: 'Your username has been changed',
        usernameChanged: true as const,
        username: options.username,
        nextChangeAllowedAt: new Date(now.getTime() + USERNAME_CHANGE_INTERVAL_MS).toISOString(),
      };
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'users_username_lower_idx') {
      const message = 'This username is already taken';
      throw new AppError('ERROR_CONFLICT', message, { username: [message] });
    }
    throw error;
  }
}

export async function getChatAcceptance(db: Executor, userId: number): Promise<ChatAcceptance> {
  const value = await repo.findChatAcceptance(db, userId);
  if (value === undefined) throw AppError.unauthorized();
  return oneOf(CHAT_ACCEPTANCE_VALUES, value, 'EVERYONE');
}

export async function setChatAcceptance(
  db: Executor,
  userId: number,
  value: ChatAcceptance,
): Promise<ChatAcceptance> {
  await repo.updateUser(db, userId, { chatAcceptance: value });
  return value;
}

export async function getTourStatus(db: Executor, userId: number, tourName: string): Promise<TourStatus> {
  const tours = await repo.findCompletedTours(db, userId);
  if (!tours) throw AppError.unauthorized();
  return { tourName, completed: tours.includes(tourName), completedTourGuides: tours };
}

/** Marks a tour completed; marking it again changes nothing. */
export async function completeTour(db: Executor, userId: number, tourName: string): Promise<TourStatus> {
  const tours = await repo.addCompletedTour(db, userId, tourName, MAX_COMPLETED_TOURS);
  if (!tours) {
    throw AppError.validation('tourName', `At most ${MAX_COMPLETED_TOURS} tours can be marked completed`);
  }
  return { tourName, completed: true, completedTourGuides: tours };
}
