/** Enough to recognise an event delivered twice (live and replayed) around a reconnection. */
const REMEMBERED = 500;

/**
 * Where this tab is in the gateway's events stream: the highest sequence seen (sent back on
 * reconnection for the replay) and the recent ones, so an event replayed after arriving live is
 * dropped.
 */
export class StreamPosition {
  private last: number | undefined;
  private readonly seen = new Set<number>();

  /** False for an event already delivered; events without a sequence (typing) are always new. */
  isNew(seq: unknown): boolean {
    if (typeof seq !== 'number') return true;
    if (this.seen.has(seq)) return false;
    this.seen.add(seq);
    if (this.seen.size > REMEMBERED) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.last = Math.max(this.last ?? 0, seq);
    return true;
  }

  handshake(): { lastSeq?: number } {
    return this.last === undefined ? {} : { lastSeq: this.last };
  }
}
