import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import {
  AIRTEL_MONEY,
  GHANA_WALLET,
  KENYA,
  KENYA_WALLET,
  MPESA,
  MTN_MOMO,
  PAYPAL,
} from './mobile-money-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/rest/v1/mobile-money-wallets';
type User = Awaited<ReturnType<typeof registerUser>>;
type Wallet = { id: number; isSelected: boolean };

async function add(user: User, body: object): Promise<Wallet> {
  const response = await user.client.post(BASE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function selection(user: User): Promise<Record<number, boolean>> {
  const list = (await user.client.get(BASE)).json().data as Wallet[];
  return Object.fromEntries(list.map((wallet) => [wallet.id, wallet.isSelected]));
}

describe('mobile money wallets', () => {
  it('adds a wallet with its payment methods, the phone in E.164, and selects the first one', async () => {
    const owner = await registerUser(ctx.app);
    expect((await owner.client.get(BASE)).json().data).toEqual([]);
    const kenya = await add(owner, KENYA_WALLET);
    expect(kenya).toMatchObject({
      countryId: KENYA,
      countryIso: 'KE',
      countryName: 'Kenya',
      phone: '+254712345678',
      holderName: 'Wanjiru Kamau',
      paymentMethods: [
        { id: MPESA, slug: 'm-pesa', name: 'M-Pesa' },
        { id: AIRTEL_MONEY, slug: 'airtel-money', name: 'Airtel Money' },
      ],
      isSelected: true,
    });
    const ghana = await add(owner, GHANA_WALLET);
    expect(ghana.isSelected).toBe(false);
    expect(await selection(owner)).toEqual({ [kenya.id]: true, [ghana.id]: false });
    const snake = await owner.client.get(`${BASE}/${ghana.id}?responseCase=snakeCase`);
    expect(snake.json().data).toMatchObject({ holder_name: 'Kwame Mensah', is_selected: false });
  });

  it('selects one wallet at a time, and an edit replaces the wallet but keeps its selection', async () => {
    const owner = await registerUser(ctx.app);
    const kenya = await add(owner, KENYA_WALLET);
    const ghana = await add(owner, GHANA_WALLET);
    const selected = await owner.client.send('POST', `${BASE}/${ghana.id}/select`);
    expect(selected.statusCode).toBe(200);
    expect(selected.json().data).toMatchObject({ id: ghana.id, isSelected: true });
    expect(await selection(owner)).toEqual({ [kenya.id]: false, [ghana.id]: true });
    // Selecting the selected one again changes nothing.
    await owner.client.send('POST', `${BASE}/${ghana.id}/select`);
    expect(await selection(owner)).toEqual({ [kenya.id]: false, [ghana.id]: true });

    const edited = await owner.client.send('PUT', `${BASE}/${ghana.id}`, {
      ...GHANA_WALLET,
      phone: '0201234567',
      holder_name: 'Ama Mensah',
      payment_method_ids: [MTN_MOMO, AIRTEL_MONEY],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: ghana.id,
      phone: '+233201234567',
      holderName: 'Ama Mensah',
      paymentMethods: [{ id: MTN_MOMO }, { id: AIRTEL_MONEY }],
      isSelected: true,
    });
  });

  it('deletes by id; the selected wallet hands over to the newest one left, none when none is left', async () => {
    const owner = await registerUser(ctx.app);
    const first = await add(owner, KENYA_WALLET);
    const second = await add(owner, GHANA_WALLET);
    const third = await add(owner, { ...KENYA_WALLET, phone: '+254 722 000 111' });
    // Deleting one that is not selected leaves the selection alone.
    const removed = await owner.client.send('DELETE', `${BASE}/${second.id}`);
    expect(removed.json().data).toEqual({ id: second.id, deleted: true, selectedWalletId: first.id });
    const handedOver = await owner.client.send('DELETE', `${BASE}/${first.id}`);
    expect(handedOver.json().data).toEqual({ id: first.id, deleted: true, selectedWalletId: third.id });
    expect(await selection(owner)).toEqual({ [third.id]: true });
    const last = await owner.client.send('DELETE', `${BASE}/${third.id}`);
    expect(last.json().data.selectedWalletId).toBeNull();
    expect((await owner.client.get(`${BASE}/${third.id}`)).statusCode).toBe(404);
    expect((await owner.client.send('DELETE', `${BASE}/${third.id}`)).statusCode).toBe(404);
    // A deleted number may be added again, and the new first wallet is selected.
    expect((await add(owner, KENYA_WALLET)).isSelected).toBe(true);
  });

  it.each([
    [{ ...KENYA_WALLET, phone: 'call me' }, 'phone', 'phone_parse_error'],
    [{ ...KENYA_WALLET, phone: '0712 34' }, 'phone', 'phone_invalid'],
    // A Nairobi landline cannot hold a mobile money account.
    [{ ...KENYA_WALLET, phone: '020 2222222' }, 'phone', 'phone_not_mobile'],
    [{ ...KENYA_WALLET, phone: GHANA_WALLET.phone }, 'phone', 'phone_wrong_country'],
    [{ ...KENYA_WALLET, phone: '' }, 'phone', 'required'],
    [{ ...KENYA_WALLET, holder_name: '  ' }, 'holder_name', 'required'],
    [{ ...KENYA_WALLET, holder_name: 'x'.repeat(101) }, 'holder_name', 'too_long'],
    [{ ...KENYA_WALLET, payment_method_ids: [] }, 'payment_method_ids', 'required'],
    [{ ...KENYA_WALLET, payment_method_ids: [MPESA, MPESA] }, 'payment_method_ids', 'duplicate'],
    [{ ...KENYA_WALLET, payment_method_ids: [MPESA, PAYPAL] }, 'payment_method_ids', 'not_mobile_money'],
    [{ ...KENYA_WALLET, payment_method_ids: [999_999] }, 'payment_method_ids', 'not_mobile_money'],
    [{ ...KENYA_WALLET, country_id: 1 }, 'country_id', 'default'],
    [{ ...KENYA_WALLET, country_id: 'KE' }, 'country_id', 'default'],
  ])('refuses %j naming %s (%s)', async (body, field, code) => {
    const owner = await registerUser(ctx.app);
    const response = await owner.client.post(BASE, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(response.json().error.details[field]).toContain(code);
    expect((await owner.client.get(BASE)).json().data).toEqual([]);
  });

  it('refuses a number the owner keeps already, on add and on edit, and unknown fields', async () => {
    const owner = await registerUser(ctx.app);
    await add(owner, KENYA_WALLET);
    const again = await owner.client.post(BASE, { ...KENYA_WALLET, phone: '+254712345678' });
    expect(again.json().error.details.phone).toEqual(['phone_non_unique']);
    const ghana = await add(owner, GHANA_WALLET);
    const clash = await owner.client.send('PUT', `${BASE}/${ghana.id}`, KENYA_WALLET);
    expect(clash.json().error.details.phone).toEqual(['phone_non_unique']);
    // Saving a wallet with its own number is no clash; someone else may keep the same number.
    expect((await owner.client.send('PUT', `${BASE}/${ghana.id}`, GHANA_WALLET)).statusCode).toBe(200);
    const other = await registerUser(ctx.app);
    await add(other, KENYA_WALLET);
    const extra = await owner.client.post(BASE, { ...GHANA_WALLET, phone: '0241234568', is_selected: true });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses another user's wallet (404 for every verb) and guests (401)", async () => {
    const owner = await registerUser(ctx.app);
    const wallet = await add(owner, KENYA_WALLET);
    const stranger = await registerUser(ctx.app);
    await add(stranger, GHANA_WALLET);
    expect((await stranger.client.get(`${BASE}/${wallet.id}`)).statusCode).toBe(404);
    expect((await stranger.client.send('PUT', `${BASE}/${wallet.id}`, GHANA_WALLET)).statusCode).toBe(404);
    const select = await stranger.client.send('POST', `${BASE}/${wallet.id}/select`);
    expect(select.statusCode, select.body).toBe(404);
    expect((await stranger.client.send('DELETE', `${BASE}/${wallet.id}`)).statusCode).toBe(404);
    expect((await stranger.client.get(BASE)).json().data).toHaveLength(1);
    // The owner's wallet is untouched and still selected.
    expect((await owner.client.get(`${BASE}/${wallet.id}`)).json().data).toMatchObject({
      phone: '+254712345678',
      isSelected: true,
    });
    const guest = new TestClient(ctx.app);
    expect((await guest.get(BASE)).statusCode).toBe(401);
    expect((await guest.post(BASE, KENYA_WALLET)).statusCode).toBe(401);
    expect((await owner.client.get(`${BASE}/abc`)).statusCode).toBe(400);
  });
});
