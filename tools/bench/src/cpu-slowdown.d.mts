/** The CPU slowdown that makes a host of this BenchmarkIndex Lighthouse's target phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number;
