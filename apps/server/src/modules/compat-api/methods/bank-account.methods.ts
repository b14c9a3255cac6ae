import { z } from 'zod';
import * as bankAccounts from '../../bank-accounts/bank-accounts.service.js';
import { bankAccountFormShape, judgedBankAccount } from './bank-account-input.js';
import { formInt } from '../compat-form.js';
import { method, noFields } from '../compat-method.js';

/** The web form's fields (bankAccountInputSchema): fiat_currency_id, country_id, holder_name, iban, … */
const idField = formInt('id is a bank account id', 1, 2_147_483_647);
export const bankAccountMethods = [
  method({
    name: 'bank-account/list',
    summary: 'The caller’s bank accounts',
    answers: '`accounts`: each with its id, the bank found from the numbers, and whether offers use it.',
    scope: 'offers',
    input: noFields,
    handler: async (ctx) => ({ accounts: await bankAccounts.listAccounts(ctx.app.db, ctx.caller.userId) }),
  }),
  method({
    name: 'bank-account/create',
    summary: 'Add a bank account',
    answers: '`account` as saved. The web form’s rules apply per country (IBAN, sort code, routing number…).',
    scope: 'offers',
    input: z.object(bankAccountFormShape),
    handler: async (ctx, input) => ({
      account: await bankAccounts.createAccount(ctx.app.db, ctx.caller.userId, judgedBankAccount(input)),
    }),
  }),
  method({
    name: 'bank-account/update',
    summary: 'Replace a bank account’s details',
    answers: '`account` after the change.',
    scope: 'offers',
    input: z.object({ id: idField, ...bankAccountFormShape }),
    handler: async (ctx, input) => {
      const { id, ...fields } = input;
      return {
        account: await bankAccounts.updateAccount(
          ctx.app.db,
          ctx.caller.userId,
          id,
          judgedBankAccount(fields),
        ),
      };
    },
  }),
  method({
    name: 'bank-account/delete',
    summary: 'Delete a bank account (refused while an offer uses it)',
    answers: '`id` and `deleted: true`.',
    scope: 'offers',
    input: z.object({ id: idField }),
    handler: async (ctx, input) => {
      await bankAccounts.deleteAccount(ctx.app.db, ctx.caller.userId, input.id);
      return { id: input.id, deleted: true };
    },
  }),
];
