import zlib from 'node:zlib';

// A server-rendered page kept for other guests (page-cache.ts) carries the CSP nonce of the render that made it, and
// every response needs a nonce of its own. Compressing the page again per response would cost more than the rest of a
// cache hit together (about 2 ms for the lobby), so the page is kept as gzip pieces around its nonces: each piece a
// raw deflate stream ending byte-aligned (a sync flush), with each nonce spliced in between as a stored (uncompressed)
// deflate block. The gzip checksum is combined from the pieces' CRCs, so a response costs a few small copies.

/** CRC-32 (the gzip polynomial) of `bytes`: zlib's own, native. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  return zlib.crc32(bytes, crc);
}

function gf2MatrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0, v = vector; v !== 0; i++, v >>>= 1) if (v & 1) sum ^= matrix[i] ?? 0;
  return sum >>> 0;
}

function gf2MatrixSquare(square: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2MatrixTimes(matrix, matrix[n] ?? 0);
}

/** The linear operator that appends `length` zero bytes to a CRC-32 (as a 32x32 matrix over GF(2)). */
export function crcShift(length: number): Uint32Array {
  // One zero bit, squared to two, four, eight (zlib's crc32_combine, kept as a reusable matrix).
  let power: Uint32Array = new Uint32Array(32);
  power[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) power[n] = (1 << (n - 1)) >>> 0;
  const square = new Uint32Array(32);
  for (let bits = 1; bits < 8; bits *= 2) {
    gf2MatrixSquare(square, power);
    power = Uint32Array.from(square);
  }
  // `power` now appends one zero byte; `result` collects the powers of the length's binary digits.
  let result = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);
  for (let bits = length; bits > 0; bits = Math.floor(bits / 2)) {
    if (bits % 2 === 1)
      result = Uint32Array.from(result, (column) => gf2MatrixTimes(power, column));
    gf2MatrixSquare(square, power);
    power = Uint32Array.from(square);
  }
  return result;
}

/** The CRC of A followed by B, from A's CRC, B's CRC and the shift operator of B's length. */
export function crc32Append(crcA: number, crcB: number, shiftB: Uint32Array): number {
  return (gf2MatrixTimes(shiftB, crcA) ^ crcB) >>> 0;
}

/** The CRC-32 of A followed by B from the CRCs of A and B and B's length (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return lengthB <= 0 ? crcA : crc32Append(crcA, crcB, crcShift(lengthB));
}

/** A stored deflate block holding `bytes` (not the last block: more follow). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  // BFINAL 0, BTYPE 00, padded to the byte boundary; then LEN and its one's complement, little-endian.
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

interface Piece {
  plain: Buffer;
  deflated: Buffer;
  crc: number;
  shift: Uint32Array;
}

/**
 * A page body whose nonce is chosen per response: plain or gzip, without compressing it again. The pieces are cut and
 * compressed on the first response that reads the page from the cache: a render whose key no other visitor shares
 * (the "every page rendered" case) never pays for them.
 */
export class NoncedPage {
  readonly #body: Buffer;
  readonly #nonce: string;
  #built: { pieces: Piece[]; nonceShift: Uint32Array } | null = null;

  /** `body` as rendered, with `nonce` wherever the render wrote it. */
  constructor(body: Buffer, nonce: string) {
    this.#body = body;
    this.#nonce = nonce;
  }

  get #pieces(): Piece[] {
    return this.#build().pieces;
  }

  #build(): { pieces: Piece[]; nonceShift: Uint32Array } {
    if (this.#built) return this.#built;
    const needle = Buffer.from(this.#nonce);
    const parts: Buffer[] = [];
    for (let from = 0; ;) {
      const at = this.#body.indexOf(needle, from);
      if (at === -1) {
        parts.push(this.#body.subarray(from));
        break;
      }
      parts.push(this.#body.subarray(from, at));
      from = at + needle.length;
    }
    const pieces = parts.map((plain, index) => ({
      plain,
      deflated: zlib.deflateRawSync(plain, {
        level: 6,
        finishFlush:
          index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      }),
      crc: crc32(plain),
      shift: crcShift(plain.length),
    }));
    this.#built = { pieces, nonceShift: crcShift(needle.length) };
    return this.#built;
  }

  /** What the page weighs in the cache: the plain page and, at most, its compressed pieces (a quarter of it). */
  get weight(): number {
    return this.#body.length + Math.ceil(this.#body.length / 4);
  }

  #checkNonce(nonce: string): Buffer {
    const bytes = Buffer.from(nonce);
    if (bytes.length !== Buffer.byteLength(this.#nonce))
      throw new Error('a nonce of another length');
    return bytes;
  }

  /** The page with `nonce` in place of the render's. */
  plain(nonce: string): Buffer {
    const bytes = this.#checkNonce(nonce);
    return Buffer.concat(
      this.#pieces.flatMap((piece, i) => (i === 0 ? [piece.plain] : [bytes, piece.plain])),
    );
  }

  /** The gzip form of `plain(nonce)`. */
  gzip(nonce: string): Buffer {
    const bytes = this.#checkNonce(nonce);
    const nonceCrc = crc32(bytes);
    const stored = storedBlock(bytes);
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = 0;
    for (const [i, piece] of this.#pieces.entries()) {
      if (i > 0) {
        chunks.push(stored);
        crc = crc32Append(crc, nonceCrc, this.#build().nonceShift);
        length += bytes.length;
      }
      chunks.push(piece.deflated);
      crc = crc32Append(crc, piece.crc, piece.shift);
      length += piece.plain.length;
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  }
}
