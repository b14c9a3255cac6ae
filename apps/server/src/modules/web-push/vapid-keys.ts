import webpush from 'web-push';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const SECRET_NAME = 'web_push_vapid_keys';

/**
 * The configured VAPID pair, or (embedded default without keys) one generated once and kept in the
 * database so that every node and every restart signs with the same key: a new key would silently
 * orphan every browser subscription made with the old one.
 */
export async function resolveVapidKeys(db: Executor, config: Config): Promise<VapidKeys> {
  const subject = config.WEB_PUSH_SUBJECT;
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY) {
    return {
      publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
      privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
      subject,
    };
  }
  const stored = await getOrCreateSecret(db, SECRET_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
