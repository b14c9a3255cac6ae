import { z } from 'zod';
import { PHONE_OR_2FA_CODE_LENGTH } from '../constants.js';
import { emailSchema } from './auth.js';

/** Phone verification error codes (platform.md §5). */
export const PHONE_ERROR_CODES = {
  limitExceeded: 1,
  parseError: 2,
  invalidNumber: 3,
  wrongPhoneType: 4,
  smsNotSupported: 5,
} as const;

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${PHONE_OR_2FA_CODE_LENGTH}}$`),
    `Enter the ${PHONE_OR_2FA_CODE_LENGTH}-digit code`,
  );

export const verifyEmailCodeInputSchema = z.strictObject({ code: verificationCodeSchema });
export const changeUnconfirmedEmailInputSchema = z.strictObject({ email: emailSchema });
export const emailVerifiedSchema = z.object({ redirectTo: z.string(), message: z.string() });

export const sendPhoneCodeInputSchema = z.strictObject({
  phone: z.string().trim().min(1, 'Enter a phone number').max(32, 'That number is too long'),
  call: z.boolean().default(false),
  isCitizenshipConsentAccepted: z.boolean(),
});
export type SendPhoneCodeInput = z.infer<typeof sendPhoneCodeInputSchema>;

export const confirmPhoneInputSchema = z.strictObject({ phoneCode: verificationCodeSchema });

export const messageSchema = z.object({ message: z.string() });
export const phoneCodeSentSchema = z.object({
  message: z.string(),
  phone: z.string(),
  channel: z.enum(['sms', 'call']),
});
