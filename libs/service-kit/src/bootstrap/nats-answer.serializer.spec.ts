import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../cache/deep-freeze.js';
import { NatsAnswerSerializer } from './nats-answer.serializer.js';

const parse = (serialized: { data: string }) => JSON.parse(serialized.data) as unknown;

describe('NatsAnswerSerializer', () => {
  it('writes an answer as Nest would, with its id', () => {
    const serializer = new NatsAnswerSerializer();
    const packet = { id: 'a1', isDisposed: true, response: { items: [{ title: 'Maçon' }] } };

    expect(parse(serializer.serialize(packet))).toEqual(packet);
  });

  it('writes an error answer (no response) unchanged', () => {
    const serializer = new NatsAnswerSerializer();
    const packet = { id: 'a2', isDisposed: true, err: { code: 'NOT_FOUND', message: 'Offre introuvable' } };

    expect(parse(serializer.serialize(packet))).toEqual(packet);
  });

  it('reuses the JSON of a frozen answer, each time under the request’s own id', () => {
    const serializer = new NatsAnswerSerializer();
    const page = deepFreeze({ total: 1, items: [{ title: 'Plombier' }] });

    const first = parse(serializer.serialize({ id: 'r1', isDisposed: true, response: page }));
    const second = parse(serializer.serialize({ id: 'r2', isDisposed: true, response: page }));

    expect(first).toEqual({ id: 'r1', isDisposed: true, response: page });
    expect(second).toEqual({ id: 'r2', isDisposed: true, response: page });
  });

  it('serialises an answer that is not frozen anew, so a changed object is never stale', () => {
    const serializer = new NatsAnswerSerializer();
    const answer = { count: 1 };

    serializer.serialize({ id: 'r1', response: answer });
    answer.count = 2;

    expect(parse(serializer.serialize({ id: 'r2', response: answer }))).toEqual({
      id: 'r2',
      response: { count: 2 },
    });
  });

  it('writes a frozen answer alone when the packet has nothing else', () => {
    const serializer = new NatsAnswerSerializer();

    expect(parse(serializer.serialize({ response: deepFreeze({ ok: true }) }))).toEqual({
      response: { ok: true },
    });
  });

  it('answers INTERNAL under the request id in place of an answer larger than NATS takes', () => {
    const serializer = new NatsAnswerSerializer();
    serializer.maxPayloadBytes = 64 * 1024;
    // 'é' is 2 bytes in UTF-8: 40,000 of them pass by length, not by bytes.
    const answer = { text: 'é'.repeat(40_000) };

    const refused = parse(serializer.serialize({ id: 'r1', isDisposed: true, response: answer })) as {
      id: string;
      err: { code: string; details: { reason: string; bytes: number } };
      response?: unknown;
    };
    expect(refused.id).toBe('r1');
    expect(refused.response).toBeUndefined();
    expect(refused.err.code).toBe('INTERNAL');
    expect(refused.err.details).toEqual({
      reason: 'answer-too-large',
      bytes: Buffer.byteLength(JSON.stringify({ id: 'r1', isDisposed: true, response: answer })),
    });
    const small = { text: 'é'.repeat(20_000) };
    expect(parse(serializer.serialize({ id: 'r2', isDisposed: true, response: small }))).toEqual({
      id: 'r2',
      isDisposed: true,
      response: small,
    });
  });
});
