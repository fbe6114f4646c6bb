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

export interface WebhookRetries {
  /** Further attempts after a failed one (the provider's "retry failed webhooks" makes 3). */
  retries: number;
  delayMs: number;
}

/**
 * Sends the webhook and, as the provider does when its retries are on, sends it again later while
 * the answer is not a 200 (no connection, a 5xx), up to `retries` more times. `attempted` hears
 * each attempt's status (null: no answer); `schedule` runs the later ones (a timer the sandbox
 * clears when it closes).
 */
export async function deliverWebhook(
  send: () => Promise<number | null>,
  { retries, delayMs }: WebhookRetries,
  attempted: (status: number | null) => void,
  schedule: (retry: () => void, delayMs: number) => void,
): Promise<number | null> {
  const status = await send();
  attempted(status);
  if (status !== 200 && retries > 0)
    schedule(
      () => void deliverWebhook(send, { retries: retries - 1, delayMs }, attempted, schedule),
      delayMs,
    );
  return status;
}
