/**
 * How many reads may be asked a second time (gRPC's retry throttling, A6): a hedge spends a token,
 * `answersPerToken` answered first attempts earn one back. While every instance is slow, hedges fall
 * to one in ten requests instead of doubling the load that made them slow.
 */
export class HedgeBudget {
  /** Counted in answers, so the arithmetic stays exact. */
  private credit: number;

  constructor(
    private readonly capacity = 10,
    private readonly answersPerToken = 10,
  ) {
    this.credit = capacity * answersPerToken;
  }

  /** Whether a hedge may be sent now; takes its token when it may. */
  spend(): boolean {
    if (this.credit < this.answersPerToken) return false;
    this.credit -= this.answersPerToken;
    return true;
  }

  answered(): void {
    this.credit = Math.min(this.capacity * this.answersPerToken, this.credit + 1);
  }
}
