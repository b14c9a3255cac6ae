import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferView } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { createTestOffer, startTestTrade } from '../../test/trades.js';
import { offersTestKit } from '../offers/offers-test-kit.js';

// The operator's rates differ from the platform's defaults (0.5 / 3 / 1 %): the offer page must show
// what a trade on the offer charges, not the defaults.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    TRADE_FEE_BPS_BANK_TRANSFERS: '80',
    TRADE_FEE_BPS_GIFT_CARDS: '250',
    TRADE_FEE_BPS_DEFAULT: '150',
  });
});
afterAll(() => ctx.close());

const kit = offersTestKit(() => ctx);

async function viewOf(hash: string): Promise<OfferView> {
  const response = await kit.anonymous().get(`/rest/v1/offers/${hash}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OfferView;
}

describe('the offer view fee follows the operator config (TRADE_FEE_BPS_*)', () => {
  it.each([
    [5, '0.8'],
    [1, '2.5'],
    [3, '1.5'],
  ])('payment group %i shows %s percent', async (paymentGroup, percent) => {
    const owner = await registerUser(ctx.app);
    const offer = await createTestOffer(ctx.database.db, owner.user.id, { paymentGroup });
    const view = await viewOf(offer.hash);
    expect(view.fees).toEqual({ escrowFeePercent: percent, isManual: false });
    expect(view.offerFee).toBe(percent);
    expect(view.discountedEscrowFee).toBeNull();
    expect(view.featureFlags).not.toContain('discounted_escrow_fee');
  });

  it('calls a manual fee discounted against the configured rate, not the default one', async () => {
    const owner = await registerUser(ctx.app);
    // 1.2 % is above the platform's default 1 % but below the operator's 1.5 %.
    const offer = await createTestOffer(ctx.database.db, owner.user.id, {
      paymentGroup: 3,
      offer: { manualEscrowFeeBps: 120 },
    });
    const view = await viewOf(offer.hash);
    expect(view.fees).toEqual({ escrowFeePercent: '1.2', isManual: true });
    expect(view.discountedEscrowFee).toBe('1.2');
    expect(view.featureFlags).toContain('discounted_escrow_fee');

    const above = await createTestOffer(ctx.database.db, owner.user.id, {
      paymentGroup: 3,
      offer: { manualEscrowFeeBps: 200 },
    });
    const aboveView = await viewOf(above.hash);
    expect(aboveView.discountedEscrowFee).toBeNull();
    expect(aboveView.featureFlags).not.toContain('discounted_escrow_fee');
  });

  it('shows the rate the trade then charges', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 5 });
    const view = await viewOf(trade.offer.hash);
    const started = await trade.view(trade.buyer);
    expect(view.offerFee).toBe('0.8');
    expect(started.feePercent).toBe(view.offerFee);
  });

  it('answers the configured rate to the owner in the editor view too', async () => {
    const vendor = await kit.vendor();
    const hash = await kit.createOffer(vendor.client, { payment_method_slug: 'paypal' });
    const response = await vendor.client.get(`/rest/v1/offers/${hash}`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as OfferView).offerFee).toBe('1.5');
  });
});

describe('isDeferredEscrow', () => {
  it('is true for a lite sell offer only (its trade starts not funded, as trades do)', async () => {
    const owner = await registerUser(ctx.app);
    const lite = await createTestOffer(ctx.database.db, owner.user.id, { offer: { flowType: 'lite' } });
    const liteBuy = await createTestOffer(ctx.database.db, owner.user.id, {
      offerType: 'buy',
      offer: { flowType: 'lite' },
    });
    const plain = await createTestOffer(ctx.database.db, owner.user.id);
    expect((await viewOf(lite.hash)).isDeferredEscrow).toBe(true);
    expect((await viewOf(liteBuy.hash)).isDeferredEscrow).toBe(false);
    expect((await viewOf(plain.hash)).isDeferredEscrow).toBe(false);
  });
});
