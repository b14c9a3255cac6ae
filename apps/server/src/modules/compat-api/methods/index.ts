import type { CompatMethod } from '../compat-method.js';
import { feedbackMethods } from './feedback.methods.js';
import { tradeChatMethods } from './trade-chat.methods.js';
import { tradeMethods } from './trade.methods.js';
import { userMethods } from './user.methods.js';

/** Every method the compatible API serves (docs/compat-api.md lists them, and those it does not). */
export const COMPAT_METHODS: readonly CompatMethod[] = [
  ...userMethods,
  ...tradeMethods,
  ...tradeChatMethods,
  ...feedbackMethods,
];
