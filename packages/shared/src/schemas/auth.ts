import { z } from 'zod';
import { referralCodeSchema } from './partners.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 254;

/** Message keys: the web app translates them, the API sends the English text. */
export const AUTH_MESSAGES = {
  usernameLength: `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long`,
  usernameChars: 'Username may contain only letters, digits, "_" and "-"',
  emailInvalid: 'Enter a valid e-mail address',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordDigit: 'Password must contain a digit',
  passwordLower: 'Password must contain a lower-case letter',
  passwordUpper: 'Password must contain an upper-case letter',
  passwordSpecial: 'Password must contain a special character',
  required: 'This field is required',
} as const;

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameLength)
  .max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameLength)
  .regex(/^[A-Za-z0-9_-]+$/, AUTH_MESSAGES.usernameChars);

/** The spec's e-mail pattern: local@domain.tld with no two dots in a row. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .refine((value) => !value.includes('..'), AUTH_MESSAGES.emailInvalid);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .regex(/\d/, AUTH_MESSAGES.passwordDigit)
  .regex(/[a-z]/, AUTH_MESSAGES.passwordLower)
  .regex(/[A-Z]/, AUTH_MESSAGES.passwordUpper)
  .regex(/[^A-Za-z0-9]/, AUTH_MESSAGES.passwordSpecial);

export const registerInputSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The referral code of the link the visitor came by (partner programme, decision 030). */
  ref: referralCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const loginInputSchema = z.strictObject({
  login: z.string().trim().min(1, AUTH_MESSAGES.required).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, AUTH_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const csrfTokenSchema = z.object({ csrfToken: z.string() });
