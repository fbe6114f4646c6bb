import { describe, expect, it } from 'vitest';
import { HedgeBudget } from './hedge-budget.js';

describe('HedgeBudget', () => {
  it('allows a burst up to its capacity, then one hedge per ten answers', () => {
    const budget = new HedgeBudget(3, 10);
    expect([budget.spend(), budget.spend(), budget.spend(), budget.spend()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    for (let i = 0; i < 9; i += 1) budget.answered();
    expect(budget.spend()).toBe(false);
    budget.answered();
    expect(budget.spend()).toBe(true);
    expect(budget.spend()).toBe(false);
  });

  it('never saves more than its capacity', () => {
    const budget = new HedgeBudget(2, 2);
    for (let i = 0; i < 100; i += 1) budget.answered();
    expect([budget.spend(), budget.spend(), budget.spend()]).toEqual([true, true, false]);
  });
});
