import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFolderStorage, localFolderLocation } from './local-folder-storage.js';
import { createS3Client, createS3Storage } from './s3-storage.js';

/**
 * The installation's file stores, one per kind of file, so that a key of one can never be read
 * through the other: `private` (KYC documents, trade, messenger and support chat files) and
 * `avatars` (served to anyone who has the URL).
 */
export interface FileStores {
  private: FileStorage;
  avatars: FileStorage;
  close(): Promise<void>;
}

/** STORAGE=local: folders under DATA_DIR; STORAGE=s3: prefixes in one bucket (see storage-config.ts). */
export function openFileStores(config: Config): FileStores {
  if (config.STORAGE === 's3') {
    const client = createS3Client(config);
    // loadConfig refuses STORAGE=s3 without a bucket.
    const bucket = config.S3_BUCKET!;
    const store = (folder: string) =>
      createS3Storage({ client, bucket, prefix: `${config.S3_PREFIX}${folder}/` });
    return {
      private: store('private'),
      avatars: store('avatars'),
      async close() {
        client.destroy();
      },
    };
  }
  const stores = {
    private: createLocalFolderStorage(localFolderLocation(config, 'private')),
    avatars: createLocalFolderStorage(localFolderLocation(config, 'public/avatars')),
  };
  return {
    ...stores,
    async close() {
      await Promise.all([stores.private.close(), stores.avatars.close()]);
    },
  };
}
