// CONTRACT READY
// Bank accounts contract (issue 7): the account body per country form, the account view, the error
// codes and the fields they land on, the bank directory answers, the offer link and sharing in a trade.
//
// Errors: a body breaking a form rule answers 400 ERROR_INPUT_VALIDATION with
// `details: { <field>: ['<spec code>'] }` (fields: BANK_ACCOUNT_ERROR_FIELDS, codes: BANK_ERROR_CODES).
// The same rules run in the browser through `bankAccountInputSchema`; the server adds those needing
// its data: bank_id `bank_id_not_exist`, GB routing_number `sort_code_routing_number_invalid` (sort
// code in no bank's range), FI iban `iban_dont_match_swift_code` (IBAN bank ≠ BIC bank), OTHER
// swift_code `swift_not_match_country`, residency `recipient_country_of_residency_invalid` (unknown
// country), bank_name `bankNameEmptyWithSwift` / `bankNameEmptyWithoutSwift` (no name given and the
// directory does not know the bank), account_number (iban for FI, clabe for MX)
// `account_number_non_unique` (the owner already has it), country_id / fiat_currency_id `default`.
// DELETE of an account linked to an open trade or an enabled offer answers 422
// BANK_ACCOUNT_IN_USE_CODE with `details: { bank_account: ['linked_to_open_trade' | 'linked_to_enabled_offer'] }`.
// Someone else's account (or a deleted one) answers 404; guests 401.
import { z } from 'zod';
import {
  BANK_ACCOUNT_FORMS,
  BANK_ACCOUNT_TYPES,
  BANK_LIST_LIMIT_MAX,
  OFFER_BANK_ACCOUNTS_MAX,
} from '../validators/bank/codes.js';
import { bankAccountFieldErrors, normalizeBankAccountInput } from '../validators/bank/forms.js';

export * from '../validators/bank/codes.js';
export * from '../validators/bank/forms.js';
export * from '../validators/bank/iban-bic.js';
export * from '../validators/bank/national-numbers.js';

const RAW_MAX = 200;
const optionalText = (max = RAW_MAX) => z.string().max(max, 'default').nullish();
const id = (message: string) => z.number({ error: message }).int(message).positive(message);
/** A reference into an int4 column (currencies, countries): larger numbers cannot exist there. */
const INT4_MAX = 2_147_483_647;
const int4Id = (message: string) => id(message).max(INT4_MAX, message);

/**
 * POST /rest/v1/bankaccounts and PUT /rest/v1/bankaccounts/{id} (the whole account). The form is the
 * country's (`bankFormForCountry(country_id)`); fields another form uses are ignored. Empty strings
 * count as absent. `account_type` wins over `is_personal` when both are sent.
 */
export const bankAccountInputSchema = z
  .strictObject({
    fiat_currency_id: int4Id('default'),
    country_id: int4Id('default'),
    account_type: z.enum(BANK_ACCOUNT_TYPES, { error: 'default' }).nullish(),
    is_personal: z.boolean({ error: 'default' }).nullish(),
    holder_name: optionalText(),
    account_number: optionalText(),
    /** The spec's sepa (IBAN). */
    iban: optionalText(),
    swift_code: optionalText(),
    /** ABA routing number (US), sort code (GB), BIK (RU). */
    routing_number: optionalText(),
    /** A bank directory id (`NG:058`); required by the NG form. */
    bank_id: optionalText(),
    bank_name: optionalText(),
    ifsc: optionalText(),
    clabe: optionalText(),
    additional_info: optionalText(1000),
    residency: optionalText(),
    state: optionalText(),
    city: optionalText(),
    zip: optionalText(),
    address: optionalText(),
  })
  .superRefine((input, ctx) => {
    const errors = bankAccountFieldErrors(normalizeBankAccountInput(input));
    for (const [field, codes] of Object.entries(errors))
      for (const code of codes ?? []) ctx.addIssue({ code: 'custom', path: [field], message: code });
  });
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** One account as its owner sees it (the spec's bank account entity). */
export const bankAccountSchema = z.object({
  id: z.number().int(),
  form: z.enum(BANK_ACCOUNT_FORMS),
  fiatCurrencyId: z.number().int(),
  fiatCurrencyCode: z.string(),
  countryId: z.number().int(),
  countryIso: z.string().nullable(),
  countryName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  isPersonal: z.boolean(),
  holderName: z.string(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  swiftCode: z.string().nullable(),
  routingNumber: z.string().nullable(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  ifsc: z.string().nullable(),
  clabe: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  residency: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountSchema>;

export const bankAccountIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not an account id' }).int('Not an account id').positive('Not an account id'),
});

/** GET /rest/v1/bankaccounts: optionally only the accounts in one fiat currency (the share popup's list). */
export const bankAccountsQueryShape = {
  fiat_currency_id: z.coerce.number({ error: 'default' }).int('default').positive('default').optional(),
};

export const bankAccountDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

// Bank directory (public).

/** A bank of the bundled directory. `id` is what bank_id takes. */
export const bankDirectoryEntrySchema = z.object({
  id: z.string(),
  countryId: z.number().int(),
  countryIso: z.string(),
  name: z.string(),
  /** The bank's main BIC(s). */
  swiftCodes: z.array(z.string()),
  /** National bank code: NUBAN code (NG), CLABE code (MX), IBAN bank code (FI, GB), IFSC prefix (IN). */
  nationalCode: z.string().nullable(),
  /** ABA routing numbers (US) or BIKs (RU) the directory lists for it. */
  routingNumbers: z.array(z.string()),
  /** GB sort-code ranges, inclusive, 6 digits each. */
  sortCodeRanges: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type BankDirectoryEntry = z.infer<typeof bankDirectoryEntrySchema>;

export const banksQueryShape = {
  country_id: z.coerce.number({ error: 'default' }).int('default').positive('default'),
  limit: z.coerce
    .number({ error: 'default' })
    .int('default')
    .min(1, 'default')
    .max(BANK_LIST_LIMIT_MAX, 'default')
    .optional(),
};
export const bankByIbanQueryShape = { iban: z.string().min(1, 'accountNumberRequired').max(64, 'default') };
/** ABA for US, sort code for GB, BIK for RU, IFSC for IN; `country_id` settles a 9-digit number. */
export const bankByRoutingNumberQueryShape = {
  routing_number: z.string().min(1, 'routingNumberRequired').max(32, 'default'),
  country_id: z.coerce.number({ error: 'default' }).int('default').positive('default').optional(),
};
export const bankBySwiftQueryShape = {
  swift_code: z.string().min(1, 'swift_code_not_correct_length').max(32, 'default'),
};

/** The answer of the by-iban, by-routing-number and by-swift lookups: the bank, or null when unknown. */
export const bankLookupResultSchema = z.object({ bank: bankDirectoryEntrySchema.nullable() });
export type BankLookupResult = z.infer<typeof bankLookupResultSchema>;

// The offer link: GET and PUT /rest/v1/my-offers/{hash}/bank-accounts.

export const offerBankAccountsInputSchema = z.strictObject({
  bank_account_ids: z
    .array(id('Not an account id'))
    .max(OFFER_BANK_ACCOUNTS_MAX, `At most ${OFFER_BANK_ACCOUNTS_MAX} bank accounts`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same account twice'),
});
export type OfferBankAccountsInput = z.infer<typeof offerBankAccountsInputSchema>;

export const offerBankAccountsSchema = z.object({
  offerHash: z.string(),
  bankAccountIds: z.array(z.number().int()),
  bankAccounts: z.array(bankAccountSchema),
});
export type OfferBankAccounts = z.infer<typeof offerBankAccountsSchema>;

// Sharing an account in a trade: POST /rest/v1/trade/{id}/bank-account.

export const shareBankAccountInputSchema = z.strictObject({ bank_account_id: id('Not an account id') });

/**
 * The payload of the chat message of kind 'bank_account' (what the other party needs to pay): the
 * holder, the bank, the country and the numbers the account's form shows.
 */
export const sharedBankAccountPayloadSchema = z.object({
  bankAccountId: z.number().int(),
  form: z.enum(BANK_ACCOUNT_FORMS),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderName: z.string(),
  bankName: z.string().nullable(),
  countryIso: z.string().nullable(),
  countryName: z.string(),
  fiatCurrencyCode: z.string(),
  /** The numbers in the form's order, e.g. [{ field: 'routing_number', value: '021000021' }, ...]. */
  numbers: z.array(z.object({ field: z.string(), value: z.string() })),
  additionalInfo: z.string().nullable(),
  /** The reader has not confirmed recently: numbers show their last 4 characters (decision 025). */
  masked: z.boolean().optional(),
});
export type SharedBankAccountPayload = z.infer<typeof sharedBankAccountPayloadSchema>;

export const shareBankAccountResultSchema = z.object({
  tradeHash: z.string(),
  messageId: z.number().int(),
  bankAccount: sharedBankAccountPayloadSchema,
});
export type ShareBankAccountResult = z.infer<typeof shareBankAccountResultSchema>;
