import type { CompatMethod } from '../compat-method.js';
import { bankAccountMethods } from './bank-account.methods.js';
import { feedbackMethods } from './feedback.methods.js';
import { notificationMethods } from './notification.methods.js';
import { offerMethods } from './offer.methods.js';
import { referenceMethods } from './reference.methods.js';
import { tradeChatMethods } from './trade-chat.methods.js';
import { tradeFileMethods } from './trade-files.methods.js';
import { tradeMethods } from './trade.methods.js';
import { userMethods } from './user.methods.js';
import { walletMethods } from './wallet.methods.js';

/** Every method the compatible API serves (docs/compat-api.md lists them, and those it does not). */
export const COMPAT_METHODS: readonly CompatMethod[] = [
  ...userMethods,
  ...offerMethods,
  ...tradeMethods,
  ...tradeChatMethods,
  ...tradeFileMethods,
  ...feedbackMethods,
  ...walletMethods,
  ...referenceMethods,
  ...bankAccountMethods,
  ...notificationMethods,
];
