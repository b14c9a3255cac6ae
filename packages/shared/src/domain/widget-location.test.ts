import { describe, expect, it } from 'vitest';
import { usernameSchema } from '../schemas/auth.js';
import { widgetErrorReportSchema } from '../schemas/widgets.js';
import { parseWidgetLocation, type WidgetLocationResult } from './widget-location.js';

const location = (value: unknown) => parseWidgetLocation(JSON.stringify(value));
const failure = (result: WidgetLocationResult) => {
  if (result.ok) throw new Error('expected a failure');
  return result;
};

describe('parseWidgetLocation', () => {
  it('reads each route with its props', () => {
    expect(location({ route: 'converter', props: {} })).toEqual({
      ok: true,
      location: { route: 'converter', props: {} },
    });
    expect(
      location({ route: 'converter', props: { coin: 'ETH', currency: 'eur', amount: 0.5, theme: 'dark' } }),
    ).toEqual({
      ok: true,
      location: { route: 'converter', props: { coin: 'ETH', currency: 'EUR', amount: '0.5', theme: 'dark' } },
    });
    expect(
      location({
        route: 'vendor-offers',
        props: { username: 'alice_1', type: 'sell', limit: 3, lang: 'ar' },
      }),
    ).toMatchObject({
      ok: true,
      location: {
        route: 'vendor-offers',
        props: { username: 'alice_1', type: 'sell', limit: 3, lang: 'ar' },
      },
    });
    expect(location({ route: 'offer-button', props: { offerId: 'aB3-x_9' } })).toMatchObject({ ok: true });
  });

  it.each([
    ['not JSON', '{route: converter}'],
    ['empty', ''],
    ['absent', null],
    ['an array', '[{"route":"converter","props":{}}]'],
    ['a string', '"converter"'],
    ['null', 'null'],
  ])('says "not valid" when the attribute is %s', (_case, attribute) => {
    const result = failure(parseWidgetLocation(attribute));
    expect(result.code).toBe('LOCATION_NOT_VALID');
    expect(result.message).toMatch(/^Bad location attribute: not valid/);
  });

  it.each([
    ['missing', { props: {} }],
    ['not a string', { route: 1, props: {} }],
    ['unknown', { route: 'wallet', props: {} }],
    ['differently cased', { route: 'Converter', props: {} }],
  ])('says "route field invalid" when the route is %s', (_case, value) => {
    const result = failure(location(value));
    expect(result).toMatchObject({ code: 'LOCATION_ROUTE_INVALID', field: 'route' });
    expect(result.message).toMatch(/^Bad location attribute: route field invalid/);
  });

  it.each([
    ['props missing', { route: 'converter' }, 'props'],
    ['props an array', { route: 'converter', props: [] }, 'props'],
    ['props null', { route: 'converter', props: null }, 'props'],
    ['a required prop missing', { route: 'offer-button', props: {} }, 'props.offerId'],
    [
      'an unknown prop',
      { route: 'vendor-offers', props: { username: 'alice', userName: 'x' } },
      'props.userName',
    ],
    ['a prototype key', { route: 'converter', props: { toString: 'x' } }, 'props.toString'],
    ['a bad username', { route: 'vendor-offers', props: { username: 'a b' } }, 'props.username'],
    ['a bad offer id', { route: 'offer-button', props: { offerId: '../admin' } }, 'props.offerId'],
    ['an unknown coin', { route: 'converter', props: { coin: 'XMR' } }, 'props.coin'],
    ['a bad currency', { route: 'converter', props: { currency: 'EURO' } }, 'props.currency'],
    ['a negative amount', { route: 'converter', props: { amount: '-1' } }, 'props.amount'],
    [
      'a limit out of range',
      { route: 'vendor-offers', props: { username: 'alice', limit: 11 } },
      'props.limit',
    ],
    [
      'a fractional limit',
      { route: 'vendor-offers', props: { username: 'alice', limit: 2.5 } },
      'props.limit',
    ],
    ['an unknown theme', { route: 'converter', props: { theme: 'blue' } }, 'props.theme'],
    ['an unknown language', { route: 'converter', props: { lang: 'de' } }, 'props.lang'],
  ])('says "props field invalid" for %s, naming the field', (_case, value, field) => {
    const result = failure(location(value));
    expect(result).toMatchObject({ code: 'LOCATION_PROPS_INVALID', field });
    expect(result.message).toMatch(
      new RegExp(`^Bad location attribute: props field invalid \\(${field.replace('.', '\\.')} `),
    );
  });

  it('takes the usernames the accounts take', () => {
    for (const username of ['ab', 'abc', 'a-b_c', 'x'.repeat(20), 'x'.repeat(21), 'ünï', 'a.b']) {
      const widget = location({ route: 'vendor-offers', props: { username } }).ok;
      expect(widget, username).toBe(usernameSchema.safeParse(username).success);
    }
  });
});

describe('widgetErrorReportSchema', () => {
  const report = {
    code: 'LOCATION_NOT_VALID',
    message: 'Bad location attribute: not valid',
    page: 'https://vendor.example/shop',
  };

  it('accepts a report and refuses unknown fields, codes and addresses', () => {
    expect(widgetErrorReportSchema.safeParse(report).success).toBe(true);
    expect(widgetErrorReportSchema.safeParse({ ...report, extra: 1 }).success).toBe(false);
    expect(widgetErrorReportSchema.safeParse({ ...report, code: 'OTHER' }).success).toBe(false);
    expect(widgetErrorReportSchema.safeParse({ ...report, page: 'javascript:alert(1)' }).success).toBe(false);
    expect(widgetErrorReportSchema.safeParse({ ...report, message: 'x'.repeat(501) }).success).toBe(false);
  });
});
