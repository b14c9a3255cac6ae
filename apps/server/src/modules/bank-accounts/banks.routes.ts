import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANK_LIST_LIMIT_MAX,
  bankByIbanQueryShape,
  bankByRoutingNumberQueryShape,
  bankBySwiftQueryShape,
  bankDirectoryEntrySchema,
  bankLookupResultSchema,
  banksQueryShape,
  isValidBicCode,
  isValidIbanNumber,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { ok, strictQuery } from '../../lib/route-schemas.js';
import * as directory from './directory/index.js';

/** The bundled bank directory: public lookups the account forms use to name the bank. */
export async function banksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['bank-accounts'];

  app.get(
    '/rest/v1/banks',
    {
      schema: {
        tags,
        summary: "A country's banks",
        description: `The directory covers NG, US, FI, GB, IN, RU and MX; other countries answer an empty list. limit ≤ ${BANK_LIST_LIMIT_MAX}.`,
        querystring: strictQuery(banksQueryShape),
        response: ok(z.array(bankDirectoryEntrySchema)),
      },
    },
    async (request) => ({
      data: directory.listBanks(request.query.country_id, request.query.limit ?? BANK_LIST_LIMIT_MAX),
    }),
  );

  app.get(
    '/rest/v1/banks/by-iban',
    {
      schema: {
        tags,
        summary: 'The bank an IBAN belongs to',
        description: '`bank` is null when the directory does not know it. An invalid IBAN is a 400.',
        querystring: strictQuery(bankByIbanQueryShape),
        response: ok(bankLookupResultSchema),
      },
    },
    async (request) => {
      if (!isValidIbanNumber(request.query.iban)) throw AppError.validation('iban', 'account_number_invalid');
      return { data: { bank: directory.findByIban(request.query.iban) } };
    },
  );

  app.get(
    '/rest/v1/banks/by-routing-number',
    {
      schema: {
        tags,
        summary: 'The bank of an ABA routing number (US), sort code (GB), BIK (RU) or IFSC (IN)',
        description:
          '`country_id` says which kind a 9-digit number is (ABA or BIK); without it an ABA is tried first. ' +
          '`bank` is null when the directory does not know the number.',
        querystring: strictQuery(bankByRoutingNumberQueryShape),
        response: ok(bankLookupResultSchema),
      },
    },
    async (request) => ({
      data: { bank: directory.findByRoutingNumber(request.query.routing_number, request.query.country_id) },
    }),
  );

  app.get(
    '/rest/v1/banks/by-swift',
    {
      schema: {
        tags,
        summary: 'The bank of a SWIFT code (BIC)',
        description: '`bank` is null when the directory does not know it. An invalid BIC is a 400.',
        querystring: strictQuery(bankBySwiftQueryShape),
        response: ok(bankLookupResultSchema),
      },
    },
    async (request) => {
      const code = request.query.swift_code.replace(/\s+/g, '');
      if (code.length !== 8 && code.length !== 11)
        throw AppError.validation('swift_code', 'swift_code_not_correct_length');
      if (!isValidBicCode(code)) throw AppError.validation('swift_code', 'swift_code_invalid');
      return { data: { bank: directory.findBySwift(code) } };
    },
  );
}
