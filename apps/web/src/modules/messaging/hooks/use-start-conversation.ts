import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { graphqlRequest, GraphQLRequestError } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { StartConversationMutation } from '../graphql/messaging.graphql';

const UNAVAILABLE_WORKER = 'Professionnel indisponible';

/** Spec §4: create or fetch the conversation with a person, then open /messages/{conversationId}. */
export function useStartConversation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (recipientId: string) => graphqlRequest(StartConversationMutation, { recipientId }),
    onSuccess: ({ startConversation }) => {
      void navigate(`/messages/${startConversation.id}`, { replace: true });
    },
    onError: (error) => {
      // The server refuses an unavailable worker with the spec's own words.
      if (error instanceof GraphQLRequestError && error.message === UNAVAILABLE_WORKER) {
        toast({
          variant: 'destructive',
          title: UNAVAILABLE_WORKER,
          description: 'Ce professionnel ne reçoit pas de messages pour le moment.',
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: 'Impossible de démarrer la conversation.',
        });
      }
    },
  });
}
