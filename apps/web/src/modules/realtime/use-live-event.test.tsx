import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type LiveListener, type RealtimeChannel, RealtimeContext } from './realtime-context';
import { useLiveEvent } from './use-live-event';

/** A channel that records subscriptions, so a test can play the gateway. */
function fakeChannel() {
  const listeners = new Map<string, Set<LiveListener>>();
  const channel: RealtimeChannel = {
    subscribe: (name, listener) => {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit: vi.fn(() => Promise.resolve({ ok: true })),
    onReconnect: () => () => undefined,
  };
  const deliver = (name: string, payload: unknown) =>
    listeners.get(name)?.forEach((listener) => listener(payload));
  const count = (name: string) => listeners.get(name)?.size ?? 0;
  return { channel, deliver, count };
}

function Probe({ onEvent }: { onEvent: (payload: unknown, label: string) => void }) {
  const [label, setLabel] = useState('premier');
  useLiveEvent('feed.post.created', (payload) => {
    onEvent(payload, label);
    setLabel('suivant');
  });
  return <p>{label}</p>;
}

describe('useLiveEvent', () => {
  it('does nothing without a RealtimeProvider', () => {
    const onEvent = vi.fn();
    expect(() => render(<Probe onEvent={onEvent} />)).not.toThrow();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('hands each payload to the latest handler and stops listening once unmounted', async () => {
    const { channel, deliver, count } = fakeChannel();
    const onEvent = vi.fn();
    const view = render(
      <RealtimeContext.Provider value={channel}>
        <Probe onEvent={onEvent} />
      </RealtimeContext.Provider>,
    );

    deliver('feed.post.created', { postId: 'p1' });
    await view.findByText('suivant');
    deliver('feed.post.created', { postId: 'p2' });
    deliver('feed.post.deleted', { postId: 'p1' });

    expect(onEvent.mock.calls).toEqual([
      [{ postId: 'p1' }, 'premier'],
      [{ postId: 'p2' }, 'suivant'],
    ]);
    expect(count('feed.post.created')).toBe(1);
    view.unmount();
    expect(count('feed.post.created')).toBe(0);
  });
});
