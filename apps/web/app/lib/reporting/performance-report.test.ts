import { describe, expect, test } from 'vitest';
import { performanceReportSchema } from '@casino/api/reporting';
import {
  cumulativeLayoutShift,
  interactionToNextPaint,
  navigationTypeOf,
  performanceReport,
  type CollectedMetrics,
  type NavigationTimes,
} from '~/lib/reporting/performance-report';

const navigation: NavigationTimes = {
  type: 'navigate',
  responseStart: 182.4,
  domContentLoadedEventEnd: 640.2,
  loadEventEnd: 1210.7,
  activationStart: 0,
};
const nothing: CollectedMetrics = {
  navigation: null,
  fcp: null,
  lcp: null,
  shifts: null,
  interactions: [],
  fid: null,
};
const context = { page: '/pokies/all', device: 'mobile', wasDiscarded: false } as const;

describe('the PUT /performance body of a page view', () => {
  test('navigation timing and the web vitals map to the fields the server stores, in whole milliseconds', () => {
    const collected: CollectedMetrics = {
      navigation,
      fcp: 402.6,
      lcp: 980.1,
      fid: 12.3,
      shifts: [
        { value: 0.05, startTime: 500, hadRecentInput: false },
        { value: 0.02, startTime: 900, hadRecentInput: false },
      ],
      interactions: [48, 120, 64],
    };
    const body = performanceReport(collected, context);
    expect(body).toEqual({
      page: '/pokies/all',
      metrics: {
        ttfb: 182,
        fcp: 403,
        lcp: 980,
        cls: 0.07,
        inp: 120,
        fid: 12,
        domContentLoaded: 640,
        load: 1211,
      },
      navigationType: 'navigate',
      device: 'mobile',
    });
    expect(performanceReportSchema.safeParse(body).success).toBe(true);
  });

  test('a page hidden before it loaded sends what it had: no load time, no LCP; CLS 0 where shifts are observed', () => {
    const body = performanceReport(
      { ...nothing, navigation: { ...navigation, loadEventEnd: 0 }, fcp: 300, shifts: [] },
      context,
    );
    expect(body?.metrics).toEqual({ ttfb: 182, fcp: 300, cls: 0, domContentLoaded: 640 });
    expect(performanceReportSchema.safeParse(body).success).toBe(true);
  });

  test('a browser that measured nothing sends nothing (the server requires one metric)', () => {
    expect(performanceReport(nothing, context)).toBeNull();
  });

  test('values the server would refuse are left out: negative, not finite, over an hour, CLS over 100', () => {
    const body = performanceReport(
      {
        ...nothing,
        fcp: 3_600_001,
        fid: -1,
        lcp: Number.NaN,
        shifts: [{ value: 150, startTime: 1, hadRecentInput: false }],
        interactions: [25],
      },
      context,
    );
    expect(body?.metrics).toEqual({ inp: 25 });
  });

  test('a prerendered page counts from when it was shown', () => {
    const body = performanceReport(
      {
        ...nothing,
        navigation: {
          ...navigation,
          activationStart: 1000,
          responseStart: 200,
          loadEventEnd: 1500,
        },
        fcp: 1100,
      },
      context,
    );
    expect(body).toMatchObject({
      metrics: { ttfb: 0, fcp: 100, load: 500 },
      navigationType: 'prerender',
    });
  });

  test('the path is cut to the 500 characters the server takes', () => {
    expect(
      performanceReport({ ...nothing, fcp: 1 }, { ...context, page: `/${'a'.repeat(600)}` })?.page,
    ).toHaveLength(500);
  });
});

describe('CLS: the largest session window of layout shifts', () => {
  test('shifts under 1 s apart add up; a gap of 1 s starts a new window', () => {
    const shifts = [0, 400, 800].map((startTime) => ({
      value: 0.1,
      startTime,
      hadRecentInput: false,
    }));
    expect(
      cumulativeLayoutShift([...shifts, { value: 0.25, startTime: 1800, hadRecentInput: false }]),
    ).toBeCloseTo(0.3);
    expect(
      cumulativeLayoutShift([...shifts, { value: 0.35, startTime: 1800, hadRecentInput: false }]),
    ).toBeCloseTo(0.35);
  });

  test('a window closes after 5 s even without gaps', () => {
    const steady = Array.from({ length: 12 }, (_, i) => ({
      value: 0.1,
      startTime: i * 900,
      hadRecentInput: false,
    }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.6);
  });

  test("shifts right after the player's input do not count", () => {
    expect(
      cumulativeLayoutShift([
        { value: 0.4, startTime: 10, hadRecentInput: true },
        { value: 0.01, startTime: 20, hadRecentInput: false },
      ]),
    ).toBeCloseTo(0.01);
  });
});

describe('INP: the slowest interaction, one outlier ignored per 50', () => {
  test.each([
    [[], null],
    [[80], 80],
    [[80, 300, 120], 300],
    [[...Array.from({ length: 49 }, () => 100), 900], 100],
    [[...Array.from({ length: 98 }, () => 100), 900, 800], 100],
    [[...Array.from({ length: 30 }, () => 100), 900, 800], 900],
  ])('%j -> %s', (durations, inp) => {
    expect(interactionToNextPaint(durations)).toBe(inp);
  });
});

describe('navigation type', () => {
  test.each([
    ['navigate', 'navigate'],
    ['reload', 'reload'],
    ['back_forward', 'back_forward'],
    ['something-new', undefined],
  ])('the entry type %s is sent as %s', (type, expected) => {
    expect(navigationTypeOf({ ...navigation, type }, false)).toBe(expected);
  });

  test('a discarded tab brought back is a restore', () => {
    expect(navigationTypeOf(navigation, true)).toBe('restore');
  });
});
