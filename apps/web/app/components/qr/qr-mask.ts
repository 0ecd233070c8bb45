import type { QrMatrix } from './qr-matrix.ts';

/** The eight data mask conditions of ISO/IEC 18004 table 10: a module is inverted where it holds. */
const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

export const MASK_COUNT = MASKS.length;

/** XORs the mask over the data modules; applying it twice undoes it. */
export function applyMask(matrix: QrMatrix, mask: number): void {
  const condition = MASKS[mask];
  if (!condition) throw new RangeError(`no QR mask ${mask}`);
  matrix.dark.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!matrix.reserved[y]?.[x] && condition(x, y)) row[x] = !dark;
    }),
  );
}

const FINDER_LIKE = [
  [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0],
  [0, 0, 0, 0, 1, 0, 1, 1, 1, 0, 1],
];

function linePenalty(line: readonly boolean[]): number {
  let penalty = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) run++;
    else {
      if (run >= 5) penalty += run - 2;
      run = 1;
    }
  }
  for (let i = 0; i + 11 <= line.length; i++) {
    if (FINDER_LIKE.some((pattern) => pattern.every((value, k) => (line[i + k] ? 1 : 0) === value)))
      penalty += 40;
  }
  return penalty;
}

/** The penalty rules of section 7.8.3 (runs, 2x2 blocks, finder-like patterns, dark balance): lower reads better. */
export function penaltyScore(matrix: QrMatrix): number {
  const { size, dark } = matrix;
  let penalty = 0;
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    penalty += linePenalty(dark[y] ?? []);
    penalty += linePenalty(dark.map((row) => row[y] ?? false));
    for (let x = 0; x < size; x++) {
      const here = dark[y]?.[x] ?? false;
      if (here) darkCount++;
      if (
        x + 1 < size &&
        y + 1 < size &&
        here === dark[y]?.[x + 1] &&
        here === dark[y + 1]?.[x] &&
        here === dark[y + 1]?.[x + 1]
      )
        penalty += 3;
    }
  }
  const total = size * size;
  penalty += (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
  return penalty;
}
