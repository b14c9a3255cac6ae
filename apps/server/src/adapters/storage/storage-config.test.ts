import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const s3 = {
  STORAGE: 's3',
  S3_BUCKET: 'p2p-files',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage configuration', () => {
  it('keeps files in the local folder unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      STORAGE: 'local',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads a whole S3 setting', () => {
    expect(
      loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'p2p/eu/', S3_REGION: 'eu-central-1' }),
    ).toMatchObject({
      STORAGE: 's3',
      S3_BUCKET: 'p2p-files',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'p2p/eu/',
      S3_REGION: 'eu-central-1',
    });
    // Without static keys the SDK's own chain (an instance role) is used.
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'p2p-files' }).S3_ACCESS_KEY_ID).toBeUndefined();
  });

  it.each([
    [{ ...s3, S3_BUCKET: undefined }, 'S3_BUCKET: required when STORAGE=s3'],
    [
      { ...s3, S3_SECRET_ACCESS_KEY: undefined },
      'S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ],
    [{ ...s3, S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET: must be an S3 bucket name'],
    [{ ...s3, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_PREFIX: '../up/' }, 'S3_PREFIX: must be folder names'],
    [{ ...s3, S3_PREFIX: 'no-slash' }, 'S3_PREFIX: must be folder names'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    [{ STORAGE: 'nfs' }, 'STORAGE'],
  ])('refuses to start with %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
