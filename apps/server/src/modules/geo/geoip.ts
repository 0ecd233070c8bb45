import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv4, isIPv6 } from 'node:net';
import { ipv4ToNumber, ipv6High64, unmapIpv4 } from '../../lib/ip-address.ts';

// GeoLite2 country ranges shipped inside the npm package (no download at install or run time), as CSV of
// `start,end,country` with numeric addresses. Loaded once on first use into typed arrays and binary-searched.
const PACKAGE = '@ip-location-db/geolite2-country';

interface RangeTable<T extends number | bigint> {
  starts: ArrayLike<T>;
  ends: ArrayLike<T>;
  /** Two ASCII letters packed as `c1 << 8 | c2`. */
  countries: Uint16Array;
}

function readCsv(file: string): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`${PACKAGE}/${file}`), 'latin1');
}

function parseTable<T extends number | bigint>(
  csv: string,
  parse: (value: string) => T,
  make: (size: number) => { [index: number]: T; length: number },
): RangeTable<T> {
  const lines = csv.split('\n').filter((line) => line.length > 0);
  const starts = make(lines.length);
  const ends = make(lines.length);
  const countries = new Uint16Array(lines.length);
  lines.forEach((line, index) => {
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    starts[index] = parse(line.slice(0, first));
    ends[index] = parse(line.slice(first + 1, second));
    countries[index] = (line.charCodeAt(second + 1) << 8) | line.charCodeAt(second + 2);
  });
  return { starts, ends, countries };
}

let ipv4Table: RangeTable<number> | undefined;
let ipv6Table: RangeTable<bigint> | undefined;

const loadIpv4 = () =>
  (ipv4Table ??= parseTable(
    readCsv('geolite2-country-ipv4-num.csv'),
    Number,
    (n) => new Uint32Array(n),
  ));
// IPv6 ranges keep their upper 64 bits (see ipv6High64); the full 128-bit value would need BigInt arrays twice the size.
const loadIpv6 = () =>
  (ipv6Table ??= parseTable(
    readCsv('geolite2-country-ipv6-num.csv'),
    (v) => BigInt(v) >> 64n,
    (n) => new BigUint64Array(n),
  ));

/** Binary search for the last range that starts at or before `value`; its country when `value` is inside it. */
function search<T extends number | bigint>(table: RangeTable<T>, value: T): string | null {
  let low = 0;
  let high = table.starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = table.starts[middle];
    if (start !== undefined && start <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const end = table.ends[found];
  const code = table.countries[found];
  if (end === undefined || code === undefined || value > end) return null;
  return String.fromCharCode(code >> 8, code & 0xff);
}

/** The ISO country of a public IP address by the shipped GeoLite2 data, or null when unknown. */
export function lookupCountry(ip: string): string | null {
  const address = unmapIpv4(ip);
  if (isIPv4(address)) return search(loadIpv4(), ipv4ToNumber(address));
  if (isIPv6(address)) return search(loadIpv6(), ipv6High64(address));
  return null;
}
