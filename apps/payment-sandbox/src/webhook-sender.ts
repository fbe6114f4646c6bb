import { FLUTTERWAVE_HASH_HEADER, type FlutterwaveTransaction } from '@liggeey/contracts';
import { type FastifyBaseLogger } from 'fastify';

/** Announces a charge as the provider does: `charge.completed`, signed with the shared hash. */
export async function sendWebhook(
  url: string,
  hash: string,
  transaction: FlutterwaveTransaction,
  log: FastifyBaseLogger,
): Promise<number | null> {
  if (!url) return null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [FLUTTERWAVE_HASH_HEADER]: hash },
      body: JSON.stringify({ event: 'charge.completed', data: transaction }),
      signal: AbortSignal.timeout(10_000),
    });
    log.info({ txRef: transaction.tx_ref, status: response.status }, 'webhook delivered');
    return response.status;
  } catch (error) {
    log.warn({ err: error, txRef: transaction.tx_ref }, 'webhook not delivered');
    return null;
  }
}
