import { QueryRoot } from '../../../app/query-root';
import { useOutboxDelivery } from '../hooks/use-outbox-delivery';

/**
 * Sends the signed-in person's messages typed offline from whatever page is open when the network
 * comes back. Loaded lazily by the shell for signed-in users: react-query comes with it.
 */
export function OutboxCourier({ userId }: { userId: string }) {
  return (
    <QueryRoot>
      <Delivery userId={userId} />
    </QueryRoot>
  );
}

function Delivery({ userId }: { userId: string }) {
  useOutboxDelivery(userId);
  return null;
}
