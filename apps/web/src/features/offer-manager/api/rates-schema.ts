import { walletCryptoRateSchema } from '@p2p/shared';
import { z } from 'zod';

/**
 * The rates answer's schema, a chunk of its own fetched alongside the answer (the home page shows
 * live prices: a static import would put zod in its first load). Load it through get-rates.ts.
 */
export const walletCryptoRatesSchema = z.array(walletCryptoRateSchema);
