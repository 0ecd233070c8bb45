import { errorCorrectionCodewords, generatorPolynomial } from './reed-solomon.ts';
import {
  BLOCKS_M,
  ECC_CODEWORDS_PER_BLOCK_M,
  MAX_VERSION,
  dataCodewords,
  rawDataModules,
} from './qr-tables.ts';

const BYTE_MODE = 0b0100;
const PAD_BYTES = [0xec, 0x11] as const;

/** Bits of the character count in byte mode: 8 up to version 9, 16 from version 10 (ISO/IEC 18004 table 3). */
function countBits(version: number): number {
  return version <= 9 ? 8 : 16;
}

/** The smallest version whose level-M capacity holds these bytes, else null. */
export function smallestVersion(byteLength: number): number | null {
  for (let version = 1; version <= MAX_VERSION; version++) {
    if (4 + countBits(version) + byteLength * 8 <= dataCodewords(version) * 8) return version;
  }
  return null;
}

/** Byte-mode segment, terminator, bit padding and the alternating pad bytes (section 7.4). */
export function dataCodewordsFor(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(BYTE_MODE, 4);
  push(bytes.length, countBits(version));
  for (const byte of bytes) push(byte, 8);
  const capacityBits = dataCodewords(version) * 8;
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8)
    codewords.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let i = 0; codewords.length < dataCodewords(version); i++)
    codewords.push(PAD_BYTES[i % 2] ?? 0);
  return codewords;
}

/** Splits the data into blocks, appends each block's error correction and interleaves them (section 7.6). */
export function interleavedCodewords(data: readonly number[], version: number): number[] {
  const blockCount = BLOCKS_M[version] ?? 1;
  const eccLength = ECC_CODEWORDS_PER_BLOCK_M[version] ?? 0;
  const rawCodewords = Math.floor(rawDataModules(version) / 8);
  const shortBlocks = blockCount - (rawCodewords % blockCount);
  const shortBlockLength = Math.floor(rawCodewords / blockCount);
  const generator = generatorPolynomial(eccLength);
  const blocks: number[][] = [];
  for (let i = 0, offset = 0; i < blockCount; i++) {
    const dataLength = shortBlockLength - eccLength + (i < shortBlocks ? 0 : 1);
    const block = data.slice(offset, offset + dataLength);
    offset += dataLength;
    const ecc = errorCorrectionCodewords(block, generator);
    // Short blocks get a placeholder so that every block has the same length while interleaving.
    if (i < shortBlocks) block.push(-1);
    blocks.push([...block, ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < (blocks[0]?.length ?? 0); i++) {
    for (const block of blocks) {
      const codeword = block[i];
      if (codeword !== undefined && codeword >= 0) result.push(codeword);
    }
  }
  return result;
}
