// Wallet bodies for tests, with numbers of the real numbering plans (libphonenumber's metadata).

export const KENYA = 404;
export const GHANA = 288;
export const MPESA = 240;
export const MTN_MOMO = 241;
export const AIRTEL_MONEY = 242;
export const ORANGE_MONEY = 243;
/** PayPal: an online wallet, not mobile money. */
export const PAYPAL = 62;

export const KENYA_WALLET = {
  country_id: KENYA,
  phone: '0712 345 678',
  holder_name: 'Wanjiru Kamau',
  payment_method_ids: [MPESA, AIRTEL_MONEY],
};

export const GHANA_WALLET = {
  country_id: GHANA,
  phone: '+233 24 123 4567',
  holder_name: 'Kwame Mensah',
  payment_method_ids: [MTN_MOMO],
};
