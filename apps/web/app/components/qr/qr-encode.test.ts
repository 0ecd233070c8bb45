import { describe, expect, test } from 'vitest';
import { encodeQr, qrPath } from './qr-encode.ts';
import { formatBits } from './qr-matrix.ts';
import { errorCorrectionCodewords, generatorPolynomial } from './reed-solomon.ts';
import { alignmentPositions, dataCodewords } from './qr-tables.ts';

// The symbol of 'otpauth://totp/x' as this encoder draws it; a phone camera and zbarimg read it back.
const OTPAUTH_X = [
  '#######...#.#.#...#######',
  '#.....#.#.####....#.....#',
  '#.###.#...##...#..#.###.#',
  '#.###.#...##.#....#.###.#',
  '#.###.#.#..#.#..#.#.###.#',
  '#.....#...#...##..#.....#',
  '#######.#.#.#.#.#.#######',
  '...........##..#.........',
  '#.#.#.#..##.#..#....#..#.',
  '#.#.##....####..####.#..#',
  '...#..####..#.#..#.#..###',
  '#..#...#..#####.#.#.#..#.',
  '##...####.....#####....##',
  '..#.##..#..#..#...##.#..#',
  '#.#..##.#.#..#..###..####',
  '.#####.#..##...#.#.##...#',
  '#..#######..#...######.#.',
  '........#.####..#...#..##',
  '#######..#.##.###.#.#####',
  '#.....#..#..###.#...#..#.',
  '#.###.#.##.#..#.######..#',
  '#.###.#...##..##....#....',
  '#.###.#.#.#..#.##...#.#.#',
  '#.....#....#....#.##...#.',
  '#######.#...#..###.....##',
];

describe('the two-factor QR code', () => {
  test('Reed-Solomon matches the worked example of the standard (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrectionCodewords(data, generatorPolynomial(10))).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });

  test.each([
    [0, 0b101010000010010],
    [1, 0b101000100100101],
    [4, 0b100010111111001],
    [5, 0b100000011001110],
    [7, 0b100101010100000],
  ])('format information of level M with mask %i is %i', (mask, bits) => {
    expect(formatBits(mask)).toBe(bits);
  });

  test.each([
    [1, 16, []],
    [2, 28, [6, 18]],
    [7, 124, [6, 22, 38]],
    [10, 216, [6, 28, 50]],
  ])(
    'version %i carries %i data codewords with alignment patterns at %j',
    (version, codewords, positions) => {
      expect(dataCodewords(version)).toBe(codewords);
      expect(alignmentPositions(version)).toEqual(positions);
    },
  );

  test('draws the known symbol of a short otpauth URL', () => {
    const code = encodeQr('otpauth://totp/x');
    expect(code.version).toBe(2);
    expect(code.modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))).toEqual(
      OTPAUTH_X,
    );
  });

  test('picks the smallest version that holds a realistic otpauth URL', () => {
    const url =
      'otpauth://totp/Open%20Casino:player%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Open%20Casino';
    const code = encodeQr(url);
    expect(code.version).toBe(7);
    expect(code.size).toBe(45);
  });

  test('refuses text beyond the capacity of version 10', () => {
    expect(encodeQr('y'.repeat(213)).version).toBe(10);
    expect(() => encodeQr('y'.repeat(214))).toThrow(RangeError);
  });

  test('the SVG path has one unit square per dark module, shifted by the quiet zone', () => {
    const code = encodeQr('a');
    const dark = code.modules.flat().filter(Boolean).length;
    const path = qrPath(code);
    expect(path.match(/h1v1h-1z/g)).toHaveLength(dark);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });
});
