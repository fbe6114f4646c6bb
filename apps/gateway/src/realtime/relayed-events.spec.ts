import { describe, expect, it } from 'vitest';
import { concernsUser, roomsFor, validMessagingPayload } from './relayed-events.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const CONVERSATION = '44444444-4444-4444-8444-444444444444';
const created = {
  message: {
    id: '55555555-5555-4555-8555-555555555555',
    conversationId: CONVERSATION,
    senderId: A,
    content: 'Bonjour',
    createdAt: '2026-11-22T10:00:00.000Z',
  },
  participantIds: [A, B],
};

describe('relayed events', () => {
  it('sends every feed.* event to the feed room', () => {
    expect(roomsFor('feed.post.created', { anything: true })).toEqual(['feed']);
    expect(roomsFor('feed.comment.deleted', {})).toEqual(['feed']);
  });

  it("sends a new message to its conversation's room and to both participants only", () => {
    expect(roomsFor('messaging.message.created', created)).toEqual([
      `conversation:${CONVERSATION}`,
      `user:${A}`,
      `user:${B}`,
    ]);
    expect(concernsUser('messaging.message.created', created, B)).toBe(true);
    expect(concernsUser('messaging.message.created', created, C)).toBe(false);
  });

  it('relays nothing else to sockets', () => {
    expect(roomsFor('identity.user.registered', {})).toBeNull();
    expect(roomsFor('ledger.balance.changed', {})).toBeNull();
  });

  it('drops a messaging payload that breaks its contract', () => {
    expect(validMessagingPayload('messaging.message.created', { participantIds: [A] })).toBeUndefined();
    expect(validMessagingPayload('messaging.message.created', created)).toEqual(created);
  });
});
