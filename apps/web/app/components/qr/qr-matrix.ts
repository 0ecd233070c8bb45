import { alignmentPositions } from './qr-tables.ts';

/** A square of modules; `dark[y][x]`. `reserved` marks function patterns that data and masks skip. */
export interface QrMatrix {
  size: number;
  dark: boolean[][];
  reserved: boolean[][];
}

const FORMAT_MASK = 0x5412;
const FORMAT_GENERATOR = 0x537;
const VERSION_GENERATOR = 0x1f25;
/** Level M is 00 in the format information (ISO/IEC 18004 table 12). */
const LEVEL_M_BITS = 0b00;

const bit = (value: number, i: number): boolean => ((value >>> i) & 1) !== 0;

function grid(size: number): boolean[][] {
  return Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
}

function setFunction(matrix: QrMatrix, x: number, y: number, dark: boolean): void {
  const row = matrix.dark[y];
  const reservedRow = matrix.reserved[y];
  if (!row || !reservedRow) return;
  row[x] = dark;
  reservedRow[x] = true;
}

/** 15-bit format information: level and mask with a BCH(15,5) code, XOR-masked (section 7.9). */
export function formatBits(mask: number): number {
  const data = (LEVEL_M_BITS << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++)
    remainder = (remainder << 1) ^ ((remainder >>> 9) * FORMAT_GENERATOR);
  return ((data << 10) | remainder) ^ FORMAT_MASK;
}

export function drawFormatBits(matrix: QrMatrix, mask: number): void {
  const bits = formatBits(mask);
  const last = matrix.size - 1;
  for (let i = 0; i <= 5; i++) setFunction(matrix, 8, i, bit(bits, i));
  setFunction(matrix, 8, 7, bit(bits, 6));
  setFunction(matrix, 8, 8, bit(bits, 7));
  setFunction(matrix, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) setFunction(matrix, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) setFunction(matrix, last - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) setFunction(matrix, 8, matrix.size - 15 + i, bit(bits, i));
  setFunction(matrix, 8, matrix.size - 8, true);
}

function drawFinder(matrix: QrMatrix, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++) {
    for (let dx = -4; dx <= 4; dx++) {
      const x = cx + dx;
      const y = cy + dy;
      const distance = Math.max(Math.abs(dx), Math.abs(dy));
      if (x >= 0 && x < matrix.size && y >= 0 && y < matrix.size)
        setFunction(matrix, x, y, distance !== 2 && distance !== 4);
    }
  }
}

function drawVersion(matrix: QrMatrix, version: number): void {
  if (version < 7) return;
  let remainder = version;
  for (let i = 0; i < 12; i++)
    remainder = (remainder << 1) ^ ((remainder >>> 11) * VERSION_GENERATOR);
  const bits = (version << 12) | remainder;
  for (let i = 0; i < 18; i++) {
    const a = matrix.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    setFunction(matrix, a, b, bit(bits, i));
    setFunction(matrix, b, a, bit(bits, i));
  }
}

/** Finder, timing and alignment patterns, the version blocks and a placeholder format area (section 6.3). */
export function functionPatterns(version: number): QrMatrix {
  const size = version * 4 + 17;
  const matrix: QrMatrix = { size, dark: grid(size), reserved: grid(size) };
  for (let i = 0; i < size; i++) {
    setFunction(matrix, 6, i, i % 2 === 0);
    setFunction(matrix, i, 6, i % 2 === 0);
  }
  drawFinder(matrix, 3, 3);
  drawFinder(matrix, size - 4, 3);
  drawFinder(matrix, 3, size - 4);
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((x, i) =>
    positions.forEach((y, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++)
          setFunction(matrix, x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormatBits(matrix, 0);
  drawVersion(matrix, version);
  return matrix;
}

/** Places the codewords in the two-module-wide zigzag from the bottom right (section 7.7.3). */
export function drawCodewords(matrix: QrMatrix, codewords: readonly number[]): void {
  const totalBits = codewords.length * 8;
  let i = 0;
  for (let right = matrix.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let vertical = 0; vertical < matrix.size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? matrix.size - 1 - vertical : vertical;
        const row = matrix.dark[y];
        if (!row || matrix.reserved[y]?.[x] || i >= totalBits) continue;
        row[x] = bit(codewords[i >>> 3] ?? 0, 7 - (i & 7));
        i++;
      }
    }
  }
}
