import { describe, expect, test } from 'vitest';
import { utmRequestSchema } from '@casino/api/reporting';
import { sameUtm, storedUtm, UTM_ATTRIBUTION_MS, utmFromSearch } from '~/lib/reporting/utm';

describe('campaign values of a landing URL', () => {
  test('the utm_* fields and sub_id are taken, other parameters ignored', () => {
    const utmMetrics = utmFromSearch(
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20spins&utm_content=hero&utm_term=slots&sub_id=42&depositPromocode=X&ref=1',
    );
    expect(utmMetrics).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring spins',
      utm_content: 'hero',
      utm_term: 'slots',
      sub_id: '42',
    });
    expect(utmRequestSchema.safeParse({ utmMetrics }).success).toBe(true);
  });

  test.each([[''], ['?ref=abc'], ['?utm_source=&utm_medium=%20%20'], ['?UTM_SOURCE=caps']])(
    '%j has none, so nothing is sent',
    (search) => {
      expect(utmFromSearch(search)).toBeNull();
    },
  );

  test('values are trimmed and cut to the 255 characters the server takes', () => {
    expect(utmFromSearch(`?utm_campaign=${'x'.repeat(300)}&utm_source=%20ads%20`)).toEqual({
      utm_campaign: 'x'.repeat(255),
      utm_source: 'ads',
    });
  });
});

describe('the campaign kept for the sign-up', () => {
  const now = 1_800_000_000_000;
  const utmMetrics = { utm_source: 'ads' };

  test('is read back with whether a player was credited', () => {
    expect(storedUtm({ utmMetrics, setAt: now - 1000, sent: false }, now)).toEqual({
      utmMetrics,
      setAt: now - 1000,
      sent: false,
    });
    expect(storedUtm({ utmMetrics, setAt: now - 1000, sent: true }, now)?.sent).toBe(true);
  });

  test.each([
    ['older than 30 days', { utmMetrics, setAt: now - UTM_ATTRIBUTION_MS - 1 }],
    ['from the future', { utmMetrics, setAt: now + 60_000 }],
    ['without values', { utmMetrics: { utm_source: '' }, setAt: now }],
    ['malformed', { utmMetrics: 'ads', setAt: now }],
    ['missing', null],
  ])('is none when %s', (_case, stored) => {
    expect(storedUtm(stored, now)).toBeNull();
  });

  test('a stored value of the wrong type is dropped, the rest kept', () => {
    expect(
      storedUtm({ utmMetrics: { utm_source: 'ads', utm_term: 7 }, setAt: now }, now)?.utmMetrics,
    ).toEqual({ utm_source: 'ads' });
  });

  test('a reload of the landing is the same campaign; any changed field is a new one', () => {
    expect(
      sameUtm({ utm_source: 'ads', utm_campaign: 'a' }, { utm_campaign: 'a', utm_source: 'ads' }),
    ).toBe(true);
    expect(sameUtm({ utm_source: 'ads' }, { utm_source: 'ads', sub_id: '1' })).toBe(false);
  });
});
