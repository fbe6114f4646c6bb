import { describe, expect, it } from 'vitest';
import { StreamPosition } from './stream-position';

describe('StreamPosition', () => {
  it('drops an event seen before, whatever the order, and reports the highest sequence', () => {
    const position = new StreamPosition();
    expect(position.handshake()).toEqual({});

    expect([12, 10, 12, 11, 10].map((seq) => position.isNew(seq))).toEqual([true, true, false, true, false]);
    expect(position.handshake()).toEqual({ lastSeq: 12 });
  });

  it('always lets through events without a sequence (typing)', () => {
    const position = new StreamPosition();
    expect([undefined, undefined].map((seq) => position.isNew(seq))).toEqual([true, true]);
    expect(position.handshake()).toEqual({});
  });
});
