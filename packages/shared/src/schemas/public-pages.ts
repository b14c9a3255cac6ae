import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants.js';

/**
 * The public pages whose text an operator may replace (platform.md page fragments): the server
 * answers `content/<page>.<lang>.md` from its data folder, else the default shipped with it.
 */
export const PUBLIC_PAGE_NAMES = [
  'about',
  'fees',
  'terms-of-service',
  'privacy-policy',
  'vendor-terms',
  'wallet-landing',
  'gift-cards-landing',
  'refugees-landing',
  'country-landing',
  'p2p-gift-card-landing',
] as const;
export type PublicPageName = (typeof PUBLIC_PAGE_NAMES)[number];

/** What a page name may look like at all; anything else (dots, slashes) is refused before lookup. */
export const PUBLIC_PAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const publicPageContentSchema = z.object({
  page: z.enum(PUBLIC_PAGE_NAMES),
  /** The language of the text served: the one asked for, or English when it has none. */
  lang: z.enum(SUPPORTED_LOCALES),
  /** True when the text is in another language than the one asked for. */
  fallback: z.boolean(),
  /** `operator`: a file in the data folder; `default`: the text shipped with the server. */
  source: z.enum(['operator', 'default']),
  markdown: z.string(),
});
export type PublicPageContent = z.infer<typeof publicPageContentSchema>;

/** The escrow fee of one payment-method group as the server is configured (decision 011). */
export const escrowFeeGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  feeBps: z.number().int(),
});

export const escrowFeesSchema = z.object({
  groups: z.array(escrowFeeGroupSchema),
  /** The rate of a payment method in a group the operator set no own rate for. */
  defaultBps: z.number().int(),
});
export type EscrowFees = z.infer<typeof escrowFeesSchema>;
