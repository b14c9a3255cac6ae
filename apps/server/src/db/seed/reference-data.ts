import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CRYPTO_CURRENCIES, PAYMENT_METHOD_GROUPS, DISPUTE_REASONS, WORLDWIDE_COUNTRY_ID } from '@p2p/shared';
import { SEED_DATA_DIR } from '../../paths.js';

const countryRow = z.strictObject({
  id: z.number().int().positive(),
  iso: z.string().length(2),
  code: z.string().length(3),
  name: z.string().min(1),
  phoneCode: z.string().nullable(),
  important: z.boolean(),
  kyc: z.boolean(),
});

const fiatRow = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  isoNumber: z.string().nullable(),
  digits: z.number().int().min(0).max(4),
  isPopular: z.boolean(),
  order: z.number().int(),
});

const paymentMethodRow = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  groupId: z.number().int(),
  icon: z.string().startsWith('/'),
  isBinCodeEnabled: z.boolean(),
  popularity: z.number().int().min(0).max(100),
  tags: z.array(z.string()),
});

const tagRow = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
});

const disputeReasonRow = z.strictObject({
  id: z.number().int().positive(),
  slug: z.enum(DISPUTE_REASONS),
  title: z.string().min(1),
  description: z.string(),
});

async function readDataFile<T extends z.ZodType>(file: string, row: T): Promise<z.infer<T>[]> {
  const fullPath = path.join(SEED_DATA_DIR, file);
  const parsed = z.array(row).safeParse(JSON.parse(await readFile(fullPath, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Reference data ${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

export interface ReferenceData {
  countries: (Omit<z.infer<typeof countryRow>, 'iso'> & { iso: string | null })[];
  fiatCurrencies: z.infer<typeof fiatRow>[];
  paymentMethods: z.infer<typeof paymentMethodRow>[];
  tags: z.infer<typeof tagRow>[];
  disputeReasons: z.infer<typeof disputeReasonRow>[];
  groups: typeof PAYMENT_METHOD_GROUPS;
  cryptoCurrencies: typeof CRYPTO_CURRENCIES;
}

/** Reads and checks the committed data files; a broken file stops the start with the file and row named. */
export async function readReferenceData(): Promise<ReferenceData> {
  const [countries, fiatCurrencies, paymentMethods, tags, disputeReasons] = await Promise.all([
    readDataFile('countries.json', countryRow),
    readDataFile('fiat-currencies.json', fiatRow),
    readDataFile('payment-methods.json', paymentMethodRow),
    readDataFile('tags.json', tagRow),
    readDataFile('dispute-reasons.json', disputeReasonRow),
  ]);
  const groupIds = new Set<number>(PAYMENT_METHOD_GROUPS.map((group) => group.id));
  const tagSlugs = new Set(tags.map((tag) => tag.slug));
  for (const method of paymentMethods) {
    if (!groupIds.has(method.groupId))
      throw new Error(`Payment method ${method.slug}: unknown group ${method.groupId}`);
    const unknown = method.tags.find((slug) => !tagSlugs.has(slug));
    if (unknown) throw new Error(`Payment method ${method.slug}: unknown tag ${unknown}`);
  }
  const worldwide = {
    id: WORLDWIDE_COUNTRY_ID,
    iso: null,
    code: 'WORLDWIDE',
    name: 'Worldwide',
    phoneCode: null,
    important: false,
    kyc: false,
  };
  return {
    countries: [...countries, worldwide],
    fiatCurrencies,
    paymentMethods,
    tags,
    disputeReasons,
    groups: PAYMENT_METHOD_GROUPS,
    cryptoCurrencies: CRYPTO_CURRENCIES,
  };
}
