/**
 * Lighthouse simulates its target phone by slowing the host's CPU by a fixed factor (4x), chosen so that
 * a typical desktop stands for a mid-range phone. A slower host under the same factor stands for a slower
 * phone than Lighthouse means, and its scores drop for no fault of the page. Lighthouse's throttling
 * guide leaves the factor for another host to its CPU throttling calculator, which reads the host's
 * speed from the `benchmarkIndex` each report gives: 150 is 1x, 800 is 2x, 1300 is 3x, about 1533 is
 * the default 4x, and each 233 above 1300 adds one more.
 */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The calculator's factor for a host's benchmarkIndex, to one decimal. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`benchmarkIndex ${benchmarkIndex} is too slow a host to stand for Lighthouse's phone`);
  }
  const factor =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(factor * 10) / 10;
}

/** The middle of several readings: one busy moment does not set the factor. */
export function medianOf(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no readings');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
