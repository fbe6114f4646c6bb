import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../realtime/use-live-event';
import { useLiveReconnect } from '../../realtime/use-live-reconnect';
import {
  CONVERSATIONS_KEY,
  LIVE_CONVERSATION_UPDATED,
  LIVE_MESSAGE_CREATED,
  MESSAGING_KEY,
  UNREAD_COUNT_KEY,
} from '../messaging-cache';

/**
 * Spec §4: message and conversation changes refresh the conversation list (and the unread badge);
 * after a reconnection everything is refetched, so what arrived offline shows up.
 */
export function useMessagingLiveRefresh(): void {
  const queryClient = useQueryClient();
  const refreshList = () => {
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
  };
  useLiveEvent(LIVE_MESSAGE_CREATED, refreshList);
  useLiveEvent(LIVE_CONVERSATION_UPDATED, refreshList);
  useLiveReconnect(() => void queryClient.invalidateQueries({ queryKey: MESSAGING_KEY }));
}
