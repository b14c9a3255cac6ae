import { z } from 'zod';
import { shareBankAccount } from '../../bank-accounts/bank-accounts-share.service.js';
import * as uploads from '../../trade-chat/trade-uploads.service.js';
import { judged } from '../compat-judge.js';
import { formInt, tradeHashField } from '../compat-form.js';
import { asUser, method, type CompatContext } from '../compat-method.js';
import { readCompatUpload } from '../compat-uploads.js';

const uploadFields = z.object({ trade_hash: tradeHashField });

/** An image or PDF into the trade chat, as the web's upload does (content checked, not the name). */
async function upload(ctx: CompatContext) {
  const caller = asUser(ctx);
  const { file, fields } = await readCompatUpload(ctx.request, ctx.config, ['trade_hash']);
  const { trade_hash: hash } = judged(uploadFields, fields);
  await uploads.assertCanUpload(ctx.app.db, hash, caller);
  const result = await uploads.uploadFile(ctx.app.db, ctx.storage, {
    hash,
    caller,
    data: file.data,
    fileName: file.fileName,
    requirementIds: [],
    maxBytes: ctx.config.TRADE_UPLOAD_MAX_BYTES,
  });
  return { image_hash: result.attachment.id, attachment: result.attachment, message_id: result.message.id };
}

const uploadMethod = (name: string, summary: string) =>
  method({
    name,
    summary,
    answers:
      'multipart/form-data: `trade_hash` and one file (JPEG, PNG, WebP or PDF). Answers `image_hash` ' +
      '(the upload id for trade-chat/image) and the `attachment`. Bearer token only (an apiseal cannot ' +
      'cover a multipart body).',
    scope: 'chat',
    multipart: true,
    input: uploadFields,
    handler: upload,
  });

export const tradeFileMethods = [
  uploadMethod('trade/add-proof', 'Add a proof of payment (an image or a PDF) to the trade'),
  uploadMethod('trade-chat/image/upload', 'Post an image into the trade chat'),
  method({
    name: 'trade-chat/image',
    summary: 'Download an image (or PDF) of the trade chat',
    answers: 'The file itself, with its content type (not the JSON envelope).',
    scope: 'chat',
    input: z.object({
      trade_hash: tradeHashField,
      image_hash: z.preprocess(
        (value) => (Array.isArray(value) ? value.at(-1) : value),
        z.uuid('image_hash is an upload id'),
      ),
    }),
    handler: async (ctx, input) => {
      const file = await uploads.readUpload(ctx.app.db, ctx.storage, {
        hash: input.trade_hash,
        caller: asUser(ctx),
        uploadId: input.image_hash,
      });
      await ctx.reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-length', file.size)
        .send(file.body);
      return undefined;
    },
  }),
  method({
    name: 'trade/share-linked-bank-account',
    summary: 'Share one of the caller’s bank accounts in the trade chat',
    answers: '`trade_hash`, `message_id` and the shared `bank_account` as the partner sees it.',
    scope: 'trades:write',
    input: z.object({
      trade_hash: tradeHashField,
      bank_account_id: formInt('bank_account_id is a bank account id', 1, 2_147_483_647),
    }),
    handler: (ctx, input) =>
      shareBankAccount(ctx.app.db, asUser(ctx), input.trade_hash, input.bank_account_id),
  }),
];
