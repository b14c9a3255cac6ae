import { z } from 'zod';
import { AUTH_MESSAGES, emailSchema, PASSWORD_MAX_LENGTH, passwordSchema } from './auth.js';
import { twoFactorCodeSchema } from './two-factor.js';

/** Message keys: the web app translates them, the API sends the English text. */
export const RECOVERY_MESSAGES = {
  resetRequested:
    'If an account uses this address, we have sent it a link to choose a new password. The link works once, for a limited time.',
  passwordReset: 'Your password was changed. Sign in with your new password.',
  passwordChanged: 'Your password was changed. Your other sessions were signed out.',
  linkInvalid: 'This link is not valid, has expired or was already used. Ask for a new one.',
  currentPasswordWrong: 'The current password is wrong',
  samePassword: 'Choose a password different from the current one',
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'This e-mail is already registered',
} as const;

/** The random token of a mailed link (base64url, 256 bits). */
export const recoveryTokenSchema = z
  .string()
  .trim()
  .min(20, RECOVERY_MESSAGES.linkInvalid)
  .max(128, RECOVERY_MESSAGES.linkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, RECOVERY_MESSAGES.linkInvalid);

const currentPasswordSchema = z.string().min(1, AUTH_MESSAGES.required).max(PASSWORD_MAX_LENGTH);

/** POST /rest/v1/auth/password-reset */
export const passwordResetRequestInputSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInputSchema>;

/** POST /rest/v1/auth/password-reset/confirm: the token from the mailed link and the new password. */
export const passwordResetInputSchema = z.strictObject({
  token: recoveryTokenSchema,
  password: passwordSchema,
});
export type PasswordResetInput = z.infer<typeof passwordResetInputSchema>;

/** POST /rest/v1/users/change-password; `code` is the second factor, required when two-factor is on. */
export const changePasswordInputSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    code: twoFactorCodeSchema.optional(),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    message: RECOVERY_MESSAGES.samePassword,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** POST /rest/v1/users/change-email: the new address, the password, and the second factor when on. */
export const changeEmailInputSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  code: twoFactorCodeSchema.optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** POST /rest/v1/users/change-email/confirm and /cancel: the token of either mailed link. */
export const emailChangeTokenInputSchema = z.strictObject({ token: recoveryTokenSchema });
export type EmailChangeTokenInput = z.infer<typeof emailChangeTokenInputSchema>;

export const EMAIL_CHANGE_STATUSES = ['pending', 'completed', 'cancelled'] as const;

/** An e-mail change and which of its two confirmations arrived. */
export const emailChangeSchema = z.object({
  status: z.enum(EMAIL_CHANGE_STATUSES),
  oldEmail: z.string(),
  newEmail: z.string(),
  newConfirmed: z.boolean(),
  oldConfirmed: z.boolean(),
  expiresAt: z.string(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** GET /rest/v1/users/change-email: the open change, if any. */
export const openEmailChangeSchema = z.object({ request: emailChangeSchema.nullable() });
