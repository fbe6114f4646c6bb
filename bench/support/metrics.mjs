// Reads the Prometheus text of an app's `/metrics` (its probe port under npm start), for the
// benches that report what the processes counted (cache hits, handled requests).

/**
 * The sum of the samples of `metric` whose labels include every pair of `labels`.
 * @param {number} probePort
 * @param {string} metric
 * @param {Record<string, string>} [labels]
 */
export async function metricSum(probePort, metric, labels = {}) {
  const text = await (await fetch(`http://127.0.0.1:${probePort}/metrics`)).text();
  const wanted = Object.entries(labels).map(([name, value]) => `${name}="${value}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${metric}{`) && !line.startsWith(`${metric} `)) continue;
    const labelText = line.slice(metric.length, line.lastIndexOf(' '));
    if (wanted.every((pair) => labelText.includes(pair)))
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/**
 * The hits and misses a `ReusedAnswers` cache counted so far.
 * @param {number} probePort
 * @param {string} cache
 */
export async function reusedAnswers(probePort, cache) {
  const [hits, misses] = await Promise.all(
    ['hit', 'miss'].map((result) => metricSum(probePort, 'liggeey_reused_answers_total', { cache, result })),
  );
  return { hits, misses };
}

/**
 * The share of reads a cache answered between two readings of `reusedAnswers`, and how many reads.
 * @param {{ hits: number; misses: number }} before
 * @param {{ hits: number; misses: number }} after
 */
export function hitRateBetween(before, after) {
  const hits = after.hits - before.hits;
  const reads = hits + after.misses - before.misses;
  return { rate: reads === 0 ? 0 : hits / reads, reads };
}
