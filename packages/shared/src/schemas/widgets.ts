import { z } from 'zod';
import { WIDGET_ERROR_CODES, WIDGET_ROUTES } from '../domain/widget-location.js';

/** Bytes a widget error report may take (the route's body limit). */
export const WIDGET_ERROR_REPORT_MAX_BYTES = 4096;

/**
 * What the embed script sends to POST /rest/v1/widgets/errors when a widget cannot show (a bad
 * location attribute, data it could not load). The page's origin is not trusted from here: the
 * server logs the request's Origin header beside `page`.
 */
export const widgetErrorReportSchema = z.strictObject({
  code: z.enum(WIDGET_ERROR_CODES),
  message: z.string().trim().min(1, 'The message is required').max(500, 'At most 500 characters'),
  /** The route of the location attribute, when it had a known one. */
  route: z.enum(WIDGET_ROUTES).optional(),
  /** The element's id on the host page. */
  elementId: z.string().max(100, 'At most 100 characters').optional(),
  /** The host page's address (without its query, which may hold private data). */
  page: z
    .string()
    .max(2048, 'At most 2048 characters')
    .regex(/^https?:\/\/[^\s]+$/, 'An http(s) address'),
  /** The embed script's version. */
  version: z
    .string()
    .regex(/^[\w.-]{1,32}$/, 'A version such as 1.0.0')
    .optional(),
});
export type WidgetErrorReport = z.infer<typeof widgetErrorReportSchema>;

export const widgetErrorAcceptedSchema = z.object({ accepted: z.literal(true) });
