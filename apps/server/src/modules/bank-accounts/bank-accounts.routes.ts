import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANK_ACCOUNT_IN_USE_CODE,
  bankAccountDeletedSchema,
  bankAccountIdParamsSchema,
  bankAccountInputSchema,
  bankAccountSchema,
  bankAccountsQueryShape,
  errorEnvelopeSchema,
} from '@p2p/shared';
import { created, ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { bankAccountLinkRoutes } from './bank-accounts-links.routes.js';
import { banksRoutes } from './banks.routes.js';
import * as accounts from './bank-accounts.service.js';

const FORM_RULES =
  'The form follows `country_id` (NG, US, FI, GB, IN, RU, MX, else OTHER) and each form checks its own fields: ' +
  'NG bank_id + 10-digit NUBAN (check digit over the bank code), US ABA routing_number (3-7-1 checksum) + ' +
  'account_number, FI iban (mod 97) + swift_code (BIC of a Finnish bank, the same bank as the IBAN), GB ' +
  'routing_number = sort code (6 digits in a known range) + 8-digit account_number (+ optional iban, upper-cased), ' +
  'IN ifsc (11, ^[A-Z]{4}0[A-Z0-9]{6}$) + account_number, RU routing_number = BIK (9 digits, 04...) + 20-digit ' +
  'account_number (control key), MX clabe (18 digits, control digit; stored as the account number too), OTHER ' +
  'swift_code (of the country) + account_number + bank_name + residency, state, city, zip, address. Errors are ' +
  '400 ERROR_INPUT_VALIDATION with `details: { field: [spec error code] }`.';

/** Bank accounts of the signed-in user (issue 7), the bank directory, the offer link and sharing in trades. */
export async function bankAccountsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bank-accounts'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/bankaccounts',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's bank accounts",
        description: 'Oldest first; `fiat_currency_id` keeps the accounts in that currency.',
        querystring: strictQuery(bankAccountsQueryShape),
        response: ok(z.array(bankAccountSchema)),
      },
    },
    async (request) => ({
      data: await accounts.listAccounts(app.db, requireUser(request).userId, request.query.fiat_currency_id),
    }),
  );

  app.post(
    '/rest/v1/bankaccounts',
    {
      schema: {
        tags,
        security,
        summary: 'Add a bank account',
        description: FORM_RULES,
        querystring: responseCaseQuery,
        body: bankAccountInputSchema,
        response: created(bankAccountSchema),
      },
    },
    async (request, reply) => {
      const data = await accounts.createAccount(app.db, requireUser(request).userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/bankaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the signed-in user’s bank accounts',
        description: "Someone else's or a deleted account is a 404.",
        params: bankAccountIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(bankAccountSchema),
      },
    },
    async (request) => ({
      data: await accounts.getAccount(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.put(
    '/rest/v1/bankaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a bank account',
        description: `The whole account, as for POST. ${FORM_RULES}`,
        params: bankAccountIdParamsSchema,
        querystring: responseCaseQuery,
        body: bankAccountInputSchema,
        response: ok(bankAccountSchema),
      },
    },
    async (request) => ({
      data: await accounts.updateAccount(
        app.db,
        requireUser(request).userId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/rest/v1/bankaccounts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a bank account',
        description:
          `Soft delete. 422 ${BANK_ACCOUNT_IN_USE_CODE} when an open trade uses the account ` +
          "(`details.bank_account: ['linked_to_open_trade']`) or an enabled offer lists it " +
          "(`['linked_to_enabled_offer']`).",
        params: bankAccountIdParamsSchema,
        querystring: responseCaseQuery,
        response: {
          ...ok(bankAccountDeletedSchema),
          422: errorEnvelopeSchema.describe('The account is in use'),
        },
      },
    },
    async (request) => ({
      data: await accounts.deleteAccount(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  await app.register(banksRoutes);
  await app.register(bankAccountLinkRoutes);
}
