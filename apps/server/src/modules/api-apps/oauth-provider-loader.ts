import type Provider from 'oidc-provider';
import type { OauthProviderOptions } from './oauth-provider.js';

/** The OAuth 2.0 server, built when first needed. */
export type OauthProviderLoader = () => Promise<Provider>;

/**
 * The OAuth 2.0 server (oauth-provider.ts) loaded and built on its first use: an OAuth request, a
 * bearer-token API call or the consent page. oidc-provider with Koa and its other dependencies is
 * the heaviest package of the server (about 30 MiB of resident memory on its own), and a node that
 * serves no API app never needs it (`npm run bench:memory`). Concurrent first uses share one build;
 * a failed build (the database was unreachable for its keys) is tried again on the next use.
 * @example const provider = await oauthProviderLoader(options, onBuilt)();
 */
export function oauthProviderLoader(
  options: OauthProviderOptions,
  onBuilt: (provider: Provider) => void,
): OauthProviderLoader {
  let building: Promise<Provider> | undefined;
  return () => {
    building ??= import('./oauth-provider.js')
      .then(({ createOauthProvider }) => createOauthProvider(options))
      .then((provider) => {
        onBuilt(provider);
        return provider;
      })
      .catch((error: unknown) => {
        building = undefined;
        throw error;
      });
    return building;
  };
}
