// Block structure of error correction level M for versions 1-10 (ISO/IEC 18004 table 9). Level M
// survives ~15 % damage, and version 10 holds 213 bytes: more than an otpauth:// URL needs.

export const MAX_VERSION = 10;

/** Error correction codewords per block, index = version. */
export const ECC_CODEWORDS_PER_BLOCK_M = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26] as const;

/** Number of blocks, index = version. */
export const BLOCKS_M = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5] as const;

/** Modules left for data and error correction once the function patterns are drawn. */
export function rawDataModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignments = Math.floor(version / 7) + 2;
    result -= (25 * alignments - 10) * alignments - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

/** Data codewords (bytes) a symbol of this version carries at level M. */
export function dataCodewords(version: number): number {
  const blocks = BLOCKS_M[version] ?? 0;
  const ecc = ECC_CODEWORDS_PER_BLOCK_M[version] ?? 0;
  return Math.floor(rawDataModules(version) / 8) - blocks * ecc;
}

/** Centre coordinates of the alignment patterns along one axis. */
export function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const positions = [6];
  for (let pos = size - 7; positions.length < count; pos -= step) positions.splice(1, 0, pos);
  return positions;
}
