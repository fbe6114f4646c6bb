/**
 * Ranking quality of one query: the expected ids (best first) against the ids the search returned.
 * The first expected profile has grade 2 (the answer), the others grade 1 (relevant too).
 */
export interface QueryScore {
  /** Normalised discounted cumulative gain over the first 10 results (1 = ideal order). */
  ndcg10: number;
  /** Whether the answer is among the first three results. */
  inTop3: boolean;
}

function dcg(grades: number[]): number {
  return grades.reduce((sum, grade, rank) => sum + (2 ** grade - 1) / Math.log2(rank + 2), 0);
}

export function scoreQuery(expected: readonly string[], returned: readonly string[]): QueryScore {
  const grade = (id: string) => (id === expected[0] ? 2 : expected.includes(id) ? 1 : 0);
  const top10 = returned.slice(0, 10);
  const ideal = expected
    .map(grade)
    .sort((a, b) => b - a)
    .slice(0, 10);
  return {
    ndcg10: dcg(top10.map(grade)) / dcg(ideal),
    inTop3: expected[0] !== undefined && returned.slice(0, 3).includes(expected[0]),
  };
}
