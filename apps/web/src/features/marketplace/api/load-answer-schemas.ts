/** The marketplace's answer schemas (api/answer-schemas.ts), downloaded once on first use. */
export function loadMarketplaceSchemas() {
  return import('./answer-schemas');
}
