import { dataCodewordsFor, interleavedCodewords, smallestVersion } from './qr-codewords.ts';
import { drawCodewords, drawFormatBits, functionPatterns } from './qr-matrix.ts';
import { MASK_COUNT, applyMask, penaltyScore } from './qr-mask.ts';

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  /** `modules[y][x]` is true for a dark module. */
  modules: boolean[][];
}

/**
 * A QR code (byte mode, error correction level M, versions 1-10) of the text, for the authenticator
 * app to scan the otpauth:// URL of two-factor setup. Drawn by the app because the secret must never
 * leave the page for a third-party QR service. Throws for text longer than 213 UTF-8 bytes.
 */
export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = smallestVersion(bytes.length);
  if (version === null) throw new RangeError('text too long for a QR code of version 10');
  const codewords = interleavedCodewords(dataCodewordsFor(bytes, version), version);
  const matrix = functionPatterns(version);
  drawCodewords(matrix, codewords);
  let best = { mask: 0, score: Number.POSITIVE_INFINITY };
  for (let mask = 0; mask < MASK_COUNT; mask++) {
    applyMask(matrix, mask);
    drawFormatBits(matrix, mask);
    const score = penaltyScore(matrix);
    if (score < best.score) best = { mask, score };
    applyMask(matrix, mask);
  }
  applyMask(matrix, best.mask);
  drawFormatBits(matrix, best.mask);
  return { version, mask: best.mask, size: matrix.size, modules: matrix.dark };
}

/** An SVG path of the dark modules, one unit square each, offset by the quiet zone. */
export function qrPath(code: QrCode, quietZone = 4): string {
  const parts: string[] = [];
  code.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x + quietZone} ${y + quietZone}h1v1h-1z`);
    }),
  );
  return parts.join('');
}
