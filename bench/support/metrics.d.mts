export function metricSum(
  probePort: number,
  metric: string,
  labels?: Record<string, string>,
): Promise<number>;
export function reusedAnswers(probePort: number, cache: string): Promise<{ hits: number; misses: number }>;
export function hitRateBetween(
  before: { hits: number; misses: number },
  after: { hits: number; misses: number },
): { rate: number; reads: number };
