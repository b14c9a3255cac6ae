import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details.js';

describe('contact details are found', () => {
  it.each([
    // phone numbers in several formats
    ['Call me +234 803 123 4567', 'phone'],
    ['+7 (912) 345-67-89 any time', 'phone'],
    ['(555) 123-4567', 'phone'],
    ['555-123-4567', 'phone'],
    ['555.123.4567', 'phone'],
    ['08031234567', 'phone'],
    ['0803 123 4567', 'phone'],
    ['07911 123456', 'phone'],
    ['+442071838750', 'phone'],
    ['8 912 345 67 89', 'phone'],
    ['0 8 0 3 1 2 3 4 5 6 7', 'phone'],
    ['my number\n+1 202 555 0143', 'phone'],
    // e-mail addresses
    ['mail john.doe+p2p@example.com', 'email'],
    ['JOHN@MAIL.RU', 'email'],
    ['john (at) gmail (dot) com', 'email'],
    ['john [at] proton [dot] me', 'email'],
    // links and domains
    ['see https://example.org/offers', 'url'],
    ['http://1.2.3.4:8080', 'url'],
    ['www.mysite.ng', 'url'],
    ['visit mysite.com for rates', 'url'],
    ['my-shop.co.uk', 'url'],
    ['t.me/johndoe', 'url'],
    ['wa.me/2348031234567', 'url'],
    ['bit.ly/abc', 'url'],
    // messenger handles
    ['DM @john_doe', 'handle'],
    ['@trader2024 on every app', 'handle'],
    ['telegram: johnny', 'handle'],
    ['Telegram john_doe', 'handle'],
    ['whatsapp: fasttrader', 'handle'],
    ['WhatsApp 08031234567', 'handle'],
    ['skype live:john.smith', 'handle'],
    ['viber id = trader99', 'handle'],
    ['tg @cryptoking', 'handle'],
  ])('%s → %s', (text, kind) => {
    expect(findContactDetails(text)?.kind).toBe(kind);
  });
});

describe('ordinary bios pass', () => {
  it.each([
    'I trade 24/7',
    'Fast and honest trader. Online 24/7, replies within 5 minutes.',
    'Limits 1,000 USD to 50,000 USD',
    'Minimum 1 000 000 NGN',
    'Prices from 1.000.000 IDR',
    'I buy $1000-$5000 gift cards',
    'Ranges 1000-50000, no third parties',
    'Selling 65000.50 worth of BTC',
    'Up to 2500000 NGN per trade',
    'Over 1500+ trades since 2015',
    'Trading since 2015-2023 without a dispute',
    'Joined 12.05.2023, verified',
    'Mon-Fri 9:00-18:00 (GMT+1)',
    'Done.It works every time. Fast.So reliable',
    'I accept payments via WhatsApp pay and Telegram wallet',
    'Message me on telegram for faster replies? No: use the trade chat',
    'Version 2.0 of my rules: e.g. no PayPal, i.e. none',
    'Rate 1.5% above market; 3 confirmations',
    'Emoji ok 🚀🚀',
    '',
  ])('%s', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});
