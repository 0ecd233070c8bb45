/**
 * The statistics the randomness checks need (issue 10 section 5; 25 CFR 547.14 asks for 99 % confidence): the
 * regularized incomplete gamma function gives the chi-square and normal distributions, and their quantiles come
 * from bisection on the distribution function, so no table is copied in.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
  -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
  1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7), accurate to about 15 digits. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(a, x) = γ(a, x) / Γ(a): the series below a + 1, the continued fraction of Q above it. */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const prefix = Math.exp(a * Math.log(x) - x - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return sum * prefix;
  }
  // Lentz's method for the continued fraction of Q(a, x).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 - prefix * h;
}

/** The chi-square distribution function with `df` degrees of freedom. */
export function chiSquareCdf(x: number, df: number): number {
  return regularizedGammaP(df / 2, x / 2);
}

/** The standard normal distribution function: Φ(z) = (1 ± P(1/2, z²/2)) / 2. */
export function normalCdf(z: number): number {
  const half = regularizedGammaP(0.5, (z * z) / 2) / 2;
  return z >= 0 ? 0.5 + half : 0.5 - half;
}

/** The x where an increasing distribution function reaches p, by bisection to double precision. */
function invert(cdf: (x: number) => number, p: number, low: number, high: number): number {
  if (!(p > 0 && p < 1)) throw new Error('a quantile needs 0 < p < 1');
  let lo = low;
  let hi = high;
  while (cdf(hi) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(hi)); i++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function chiSquareQuantile(p: number, df: number): number {
  return invert((x) => chiSquareCdf(x, df), p, 0, Math.max(1, 2 * df));
}

export function normalQuantile(p: number): number {
  return invert(normalCdf, p, -40, 40);
}

/** Chi-square goodness of fit of observed counts against equal expected counts; `df` = bins - 1. */
export function chiSquareUniform(counts: readonly number[]): { statistic: number; df: number } {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  return { statistic, df: counts.length - 1 };
}

/**
 * The Wald–Wolfowitz runs test on values above and below a cut (the median of a uniform: 0.5): the z score of the
 * number of runs, normal under independence (mean 2·n₁n₂/n + 1, variance 2n₁n₂(2n₁n₂ − n) / (n²(n − 1))).
 */
export function runsTest(values: readonly number[], cut = 0.5): { runs: number; z: number } {
  let above = 0;
  let below = 0;
  let runs = 0;
  let previous: boolean | undefined;
  for (const value of values) {
    const high = value >= cut;
    if (high) above++;
    else below++;
    if (high !== previous) runs++;
    previous = high;
  }
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  return { runs, z: (runs - mean) / Math.sqrt(variance) };
}

/**
 * Lag-1 serial correlation; under independence it is about normal with mean −1/n and variance 1/n, so the z score is
 * (r + 1/n)·√n.
 */
export function serialCorrelation(values: readonly number[]): { r: number; z: number } {
  const n = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    const deviation = values[i]! - mean;
    denominator += deviation * deviation;
    if (i + 1 < n) numerator += deviation * (values[i + 1]! - mean);
  }
  const r = numerator / denominator;
  return { r, z: (r + 1 / n) * Math.sqrt(n) };
}

/** Mean and the half-width of a two-sided confidence interval of the mean, from the sample variance. */
export function meanInterval(
  sum: number,
  sumOfSquares: number,
  count: number,
  confidence = 0.99,
): { mean: number; halfWidth: number } {
  const mean = sum / count;
  const variance = Math.max(0, (sumOfSquares - count * mean * mean) / (count - 1));
  return {
    mean,
    halfWidth: normalQuantile(0.5 + confidence / 2) * Math.sqrt(variance / count),
  };
}
