// Lighthouse's 4× CPU slowdown turns a host of BenchmarkIndex ~1533 into its target phone; on
// another host, the same phone needs another multiplier (Lighthouse's docs/throttling.md,
// "Calibrating the CPU slowdown").

/**
 * The multiplier of Lighthouse's own calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator) for a host's BenchmarkIndex: a
 * piecewise line through 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`BenchmarkIndex ${benchmarkIndex}: this host is too slow to emulate Lighthouse's phone`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
