import { createHmac } from 'node:crypto';
import { normalizeGiftCardCode } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { serverSecret } from '../two-factor/second-factor.js';

/**
 * Seals gift-card codes and PINs (AES-256-GCM under the server secret; the context binds a sealed
 * value to its owner or trade, so it does not open when copied onto another row) and digests codes:
 * an HMAC of the normalised code, so the code check recognises a code seen before without storing it
 * in the clear or as a plain hash (short codes would fall to a dictionary).
 */
export interface GiftCardSealer {
  box: SecretBox;
  digest(code: string): string;
}

export async function giftCardSealer(db: Executor): Promise<GiftCardSealer> {
  const secret = await serverSecret(db);
  return {
    box: createSecretBox(secret),
    digest: (code) =>
      createHmac('sha256', secret)
        .update(`gift-card-code:${normalizeGiftCardCode(code)}`)
        .digest('hex'),
  };
}

/** The context of an inventory card's sealed code and PIN. */
export const inventoryContext = (ownerId: number, part: 'code' | 'pin') => `gift-card:${ownerId}:${part}`;
/** The context of a code submitted in a manual trade. */
export const submittedContext = (tradeId: number, part: 'code' | 'pin') =>
  `trade-gift-card:${tradeId}:${part}`;
