import fc from 'fast-check';

// Near-valid inputs from a route's own zod schema: every field the schema names, filled sometimes with a plausible
// value and sometimes with garbage of another type, so that requests get past the first check and reach the handler.
// Reads zod 4's `_zod.def` (type, shape, innerType, element, options...); unknown kinds fall back to garbage.

interface ZodDef {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): ZodDef | null {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return null;
  const zod = (schema as { _zod: unknown })._zod;
  if (typeof zod !== 'object' || zod === null || !('def' in zod)) return null;
  const def = (zod as { def: unknown }).def;
  return typeof def === 'object' &&
    def !== null &&
    typeof (def as { type?: unknown }).type === 'string'
    ? (def as ZodDef)
    : null;
}

/** Values that mean something to this API somewhere: codes, slugs, contexts, formats, and classic attack strings. */
const MEANINGFUL_STRINGS = [
  '',
  ' ',
  'EUR',
  'USD',
  'CAD',
  'BTC',
  'FUN',
  'XXX',
  'CA',
  'US',
  'FR',
  'EE',
  'AU',
  'LT',
  'ca',
  'en',
  'de',
  'fr-CA',
  'en-KW',
  'EN-ca',
  'edition',
  'registration',
  'deposit',
  'cashout',
  'bgaming',
  'softswiss',
  'top',
  'new',
  'live',
  'live_all',
  'all',
  'desktop',
  'mobile',
  'OR',
  'AND',
  'ASC',
  'DESC',
  'title',
  'popularity',
  'position',
  'released_at',
  'high',
  'tester@open-casino.local',
  'a@b.co',
  'not-an-email',
  'A@B',
  'OpenCasino-Tester-2026',
  'Secret123!',
  'short',
  '1990-05-17',
  '2099-01-01',
  '1990-02-31',
  '31/12/1990',
  '0200',
  '2600',
  '9999',
  'A1A 1A1',
  'H2X 1Y4',
  'zzz',
  '+49 (30) 1234-5678',
  '123',
  'DE89370400440532013000',
  'LT121000011101001000',
  'm',
  'f',
  'open',
  'install',
  'day',
  'coolingoff',
  'backEnd',
  'LoginForm',
  '123456',
  '000000',
  'yes',
  'true',
  'false',
  'null',
  '0',
  '-1',
  '1e309',
  'NaN',
  '/',
  '//',
  '/../../etc/passwd',
  '..',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE players; --',
  '\u0000',
  '\u202e',
  '💥',
  'ﬀ',
  'Ⅻ',
  'İ',
  'a'.repeat(256),
  'x'.repeat(5001),
];

const MEANINGFUL_NUMBERS = [
  0,
  -1,
  1,
  2,
  21,
  40,
  100,
  255,
  543,
  544,
  545,
  859,
  916,
  1056,
  1101,
  1401,
  9999,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  0.5,
  -0.000001,
  3.14,
];

/** Values found in the database under test (game ids, slugs, identifiers) that make near-valid requests succeed sometimes. */
export interface ValuePool {
  strings: readonly string[];
  numbers: readonly number[];
}

export interface Arbitraries {
  anyString: fc.Arbitrary<string>;
  anyNumber: fc.Arbitrary<number>;
  /** A value of any JSON type, sometimes huge or deeply nested. */
  garbageValue: fc.Arbitrary<unknown>;
  /** Mostly fits `schema` (a zod 4 schema), and sometimes does not, field by field. */
  arbitraryFor(schema: unknown): fc.Arbitrary<unknown>;
}

const MAX_DEPTH = 8;

export function createArbitraries(pool: ValuePool): Arbitraries {
  const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'é'.repeat(n));
  const anyString: fc.Arbitrary<string> = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...MEANINGFUL_STRINGS, ...pool.strings) },
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: hugeString },
  );
  const anyNumber: fc.Arbitrary<number> = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...MEANINGFUL_NUMBERS, ...pool.numbers) },
    { weight: 2, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  );
  const deepNesting = fc
    .integer({ min: 50, max: 3_000 })
    .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);
  const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, '', [], {}, [null], {
        '': null,
      }),
    },
    { weight: 3, arbitrary: anyNumber },
    { weight: 3, arbitrary: anyString },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(anyString, { maxLength: 600 }) },
    { weight: 1, arbitrary: deepNesting },
  );
  const withGarbage = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: garbageValue });
  const unknownKey = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'id', 'admin', 'player_id', 'role'),
  );

  function objectArbitrary(shape: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
    const fields = Object.fromEntries(
      Object.entries(shape).map(([key, child]) => [
        key,
        withGarbage(arbitraryAt(child, depth + 1)),
      ]),
    );
    const known = fc.oneof(
      { weight: 3, arbitrary: fc.record(fields) },
      { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    );
    // Now and then an unknown field beside the known ones (strict schemas must refuse it, loose ones ignore it).
    const extra = fc.dictionary(unknownKey, garbageValue, { maxKeys: 3 });
    return fc.oneof(
      { weight: 4, arbitrary: known },
      {
        weight: 1,
        arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...(a as object) })),
      },
    );
  }

  function arbitraryAt(schema: unknown, depth: number): fc.Arbitrary<unknown> {
    const def = defOf(schema);
    if (!def || depth > MAX_DEPTH) return garbageValue;
    switch (def.type) {
      case 'object':
        return objectArbitrary((def.shape ?? {}) as Record<string, unknown>, depth);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return fc.oneof(
          { weight: 4, arbitrary: arbitraryAt(def.innerType, depth + 1) },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null) },
        );
      case 'array':
        return fc.oneof(
          { weight: 4, arbitrary: fc.array(arbitraryAt(def.element, depth + 1), { maxLength: 5 }) },
          {
            weight: 1,
            arbitrary: fc.array(arbitraryAt(def.element, depth + 1), {
              minLength: 100,
              maxLength: 700,
            }),
          },
        );
      case 'union':
        return fc.oneof(
          ...(def.options as unknown[]).map((option) => arbitraryAt(option, depth + 1)),
        );
      case 'enum':
        return fc.oneof(
          {
            weight: 4,
            arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)),
          },
          { weight: 1, arbitrary: anyString },
        );
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'string':
        return anyString;
      case 'number':
      case 'int':
        return def.coerce ? fc.oneof(anyNumber, anyNumber.map(String), anyString) : anyNumber;
      case 'boolean':
        return def.coerce
          ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0', 'yes'))
          : fc.boolean();
      case 'record':
        return fc.dictionary(anyString, arbitraryAt(def.valueType, depth + 1), { maxKeys: 4 });
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map((item) => arbitraryAt(item, depth + 1)));
      case 'pipe':
        return arbitraryAt(defOf(def.in)?.type === 'transform' ? def.out : def.in, depth + 1);
      case 'lazy':
        return typeof def.getter === 'function'
          ? arbitraryAt((def.getter as () => unknown)(), depth + 1)
          : garbageValue;
      default:
        return garbageValue;
    }
  }

  return { anyString, anyNumber, garbageValue, arbitraryFor: (schema) => arbitraryAt(schema, 0) };
}

/** The field schemas of an object schema (through optional, default and pipes), or null. */
export function objectShapeOf(schema: unknown): Record<string, unknown> | null {
  const def = defOf(schema);
  if (!def) return null;
  if (def.type === 'object') return (def.shape ?? {}) as Record<string, unknown>;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable')
    return objectShapeOf(def.innerType);
  if (def.type === 'pipe') return objectShapeOf(def.in) ?? objectShapeOf(def.out);
  return null;
}
