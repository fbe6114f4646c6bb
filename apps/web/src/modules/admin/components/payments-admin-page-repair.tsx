import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { graphqlRequest } from '../../../shared/graphql/client';
import { toast } from '../../../shared/notifications/toast';
import { AdminCreditStuckPaymentsMutation } from '../../payments/graphql/payments.graphql';
import { adminFailureToast } from '../admin-list';

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/**
 * Grants the credits of paid payments still without them ('Crédits en attente'), held ones
 * included; safe to press twice. What could not be credited keeps its reason in the table.
 */
export function CreditStuckPaymentsButton() {
  const queryClient = useQueryClient();
  const repair = useMutation({
    mutationFn: () => graphqlRequest(AdminCreditStuckPaymentsMutation),
    onSuccess: ({ adminCreditStuckPayments: { examined, credited, remaining } }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast({
        title:
          examined === 0
            ? 'Aucun paiement en attente de crédits.'
            : `${plural(credited, 'paiement')} crédité${credited > 1 ? 's' : ''} sur ${examined}.`,
        description: remaining.length > 0 ? `${plural(remaining.length, 'paiement')} à vérifier.` : undefined,
      });
    },
    onError: (error) => toast(adminFailureToast("Les paiements n'ont pas pu être crédités.", error)),
  });
  return (
    <Button loading={repair.isPending} onClick={() => repair.mutate()} style={{ marginBottom: 16 }}>
      Créditer les paiements en attente
    </Button>
  );
}
