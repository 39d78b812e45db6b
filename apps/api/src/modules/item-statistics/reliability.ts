// The arithmetic done in TypeScript once the database has aggregated: KR-20 and rounding.
// Pure, so it is tested without a database (reliability.test.ts).

/**
 * Kuder-Richardson 20 of `items` right/wrong items: k/(k-1) * (1 - Σ p·q / σ²), with p the
 * share right of each item, q = 1 - p, and σ² the population variance of the test scores
 * (items right per test). Null when it is undefined: fewer than two items or two tests, or
 * scores that do not vary.
 */
export function kr20({
  items,
  tests,
  sumPQ,
  scoreVariance,
}: {
  items: number;
  tests: number;
  sumPQ: number;
  scoreVariance: number | null;
}): number | null {
  if (items < 2 || tests < 2 || scoreVariance === null || !(scoreVariance > 0)) return null;
  return (items / (items - 1)) * (1 - sumPQ / scoreVariance);
}

/** Four decimals are plenty for shares and correlations; null stays null. */
export function round4(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * 10_000) / 10_000;
}
