/**
 * The spec's `{product}-gift-card` pages: one path segment that is a gift-card brand's payment-method
 * slug ending in `-gift-card` (`/amazon-gift-card`, `/steam-wallet-gift-card`).
 */
const PRODUCT_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*-gift-card$/;

export function isProductSegment(segment: string | undefined): segment is string {
  return typeof segment === 'string' && PRODUCT_SEGMENT.test(segment);
}

/** The unprefixed app path of a brand's store page, or undefined for a brand without one. */
export function productPath(slug: string): string | undefined {
  return isProductSegment(slug) ? `/${slug}` : undefined;
}
