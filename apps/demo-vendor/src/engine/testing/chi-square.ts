/*
 * Pearson's chi-square test for the uniformity tests: the statistic, its p-value from the
 * regularized upper incomplete gamma function Q(df / 2, x / 2), and critical values.
 */

/** The significance level of every uniformity test (critical value at p = 0.001). */
export const ALPHA = 0.001;

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Q(a, x) = Γ(a, x) / Γ(a): series below a + 1, Lentz's continued fraction above. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 100_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 100_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return gammaQ(degreesOfFreedom / 2, statistic / 2);
}

/** The x with P(χ²_df ≥ x) = alpha, by bisection. */
export function chiSquareCritical(degreesOfFreedom: number, alpha = ALPHA): number {
  let low = 0;
  let high = degreesOfFreedom + 20 * Math.sqrt(2 * degreesOfFreedom) + 50;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (chiSquarePValue(mid, degreesOfFreedom) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Σ (observed − expected)² / expected. */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length) throw new Error("observed and expected differ in length");
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    if (e <= 0) throw new Error("expected counts must be positive");
    statistic += (o - e) ** 2 / e;
  });
  return statistic;
}

export type ChiSquareResult = { statistic: number; degreesOfFreedom: number; critical: number; pValue: number };

/** The test of observed counts against probabilities (summing to 1). */
export function chiSquareTest(observed: readonly number[], probabilities: readonly number[]): ChiSquareResult {
  const total = observed.reduce((a, b) => a + b, 0);
  const statistic = chiSquareStatistic(
    observed,
    probabilities.map((p) => p * total),
  );
  const degreesOfFreedom = observed.length - 1;
  return {
    statistic,
    degreesOfFreedom,
    critical: chiSquareCritical(degreesOfFreedom),
    pValue: chiSquarePValue(statistic, degreesOfFreedom),
  };
}
