import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphqlRequest } from '../../../shared/graphql/client';
import { failureToast } from '../../../shared/notifications/failure-toast';
import { SendMessageMutation } from '../graphql/messaging.graphql';
import { MESSAGING_KEY } from '../messaging-cache';
import { isNetworkFailure, queuedMessages, removeQueued } from '../outbox';

/**
 * Sends the messages typed offline, oldest first, when the page opens and whenever the network
 * comes back. Each keeps its id, so one sent twice (an answer lost on the way) is stored once.
 */
export function useOutboxDelivery(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    let sending = false;
    const deliver = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      let handled = 0;
      try {
        for (const message of queuedMessages(userId)) {
          try {
            await graphqlRequest(SendMessageMutation, { input: message });
          } catch (error) {
            // Still offline: the rest waits for the next 'online'.
            if (isNetworkFailure(error)) return;
            failureToast(error, {
              title: "Échec de l'envoi",
              fallback: "Votre message n'a pas pu être envoyé.",
            });
          }
          removeQueued(userId, message.clientId);
          handled += 1;
        }
      } finally {
        sending = false;
        if (handled > 0) void queryClient.invalidateQueries({ queryKey: MESSAGING_KEY });
      }
    };
    void deliver();
    const onOnline = () => void deliver();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, queryClient]);
}
