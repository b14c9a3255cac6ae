import { generate, generateSecret, generateURI, verify } from 'otplib';
import type QRCodeModule from 'qrcode';
import { lazyModule } from '../../lib/lazy-module.js';

// Loaded with the first two-factor set-up, not with every node.
const qrCode = lazyModule<typeof QRCodeModule>('qrcode');

// RFC 6238 as authenticator apps expect it: HMAC-SHA-1, 30-second steps, 6 digits.
const PERIOD_SECONDS = 30;
/** One step either side, for clocks that drift and codes typed at the turn of a step. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
export const TOTP_ISSUER = 'P2P Marketplace';

/** A new 160-bit secret, Base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret,
    algorithm: 'sha1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

export function qrCodeDataUrl(text: string): Promise<string> {
  return qrCode().toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The code of the step holding `epochSeconds` (now by default). */
export function totpCode(secret: string, epochSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return generate({ secret, epoch: epochSeconds, period: PERIOD_SECONDS, digits: 6, algorithm: 'sha1' });
}

/**
 * Checks a 6-digit code against the current step ± one. A code whose step is not after
 * `lastStep` was already used (or is older than one that was): refused, so a code works once.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<{ valid: true; step: number } | { valid: false }> {
  if (!/^\d{6}$/.test(code)) return { valid: false };
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    period: PERIOD_SECONDS,
    digits: 6,
    algorithm: 'sha1',
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
}
