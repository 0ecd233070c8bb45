// Reed-Solomon error correction over GF(2^8) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1 (ISO/IEC 18004 section 7.5.2).

const QR_FIELD_POLYNOMIAL = 0x11d;

/** Product of two field elements (Russian-peasant multiplication reduced by the field polynomial). */
export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * QR_FIELD_POLYNOMIAL);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

/** Coefficients of the generator polynomial (x - a^0)(x - a^1)...(x - a^(degree-1)), leading 1 dropped. */
export function generatorPolynomial(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(result[j] ?? 0, root) ^ (j + 1 < degree ? (result[j + 1] ?? 0) : 0);
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

/** The error correction codewords of one block: the remainder of data * x^degree divided by the generator. */
export function errorCorrectionCodewords(
  data: readonly number[],
  generator: readonly number[],
): number[] {
  const remainder = new Array<number>(generator.length).fill(0);
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() ?? 0);
    remainder.push(0);
    generator.forEach((coefficient, i) => {
      remainder[i] = (remainder[i] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}
