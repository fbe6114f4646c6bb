import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../src/cpu-slowdown.mjs';

describe('cpuSlowdownFor', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1_050, 2.5],
    [1_300, 3],
    [1_533, 4],
    [2_000, 6],
  ])('gives a host of BenchmarkIndex %d the %d× of Lighthouse’s calculator', (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(multiplier, 2);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => cpuSlowdownFor(100)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});
