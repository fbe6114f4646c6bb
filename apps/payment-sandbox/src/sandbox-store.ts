import { type FlutterwavePaymentRequest, type FlutterwaveTransaction } from '@liggeey/contracts';
import { randomBytes, randomUUID } from 'node:crypto';

export interface Checkout {
  id: string;
  request: FlutterwavePaymentRequest;
  /** Set once the checkout was paid (or failed); a cancelled checkout has none, as with the provider. */
  transactionId?: number;
}

/** What the person (or a test) chose on the checkout page. */
export interface Completion {
  paymentType: 'card' | 'mobilemoneyfranco';
  status: 'successful' | 'failed';
  /** Test-only distortions: what the provider then reports differs from what was asked. */
  amount?: number;
  currency?: string;
}

/**
 * The sandbox's memory: hosted checkouts and the transactions they produced. In memory on
 * purpose: a restart is a fresh provider account, nothing to migrate or clean.
 */
export class SandboxStore {
  private readonly checkouts = new Map<string, Checkout>();
  private readonly transactions = new Map<number, FlutterwaveTransaction>();
  /** Ids like the provider's (positive integers), distinct across sandbox restarts. */
  private nextId = Math.floor(Date.now() / 1000) * 100;

  open(request: FlutterwavePaymentRequest): Checkout {
    const checkout = { id: randomUUID(), request };
    this.checkouts.set(checkout.id, checkout);
    return checkout;
  }

  checkout(id: string): Checkout | undefined {
    return this.checkouts.get(id);
  }

  /** Charges a checkout once; completing it again answers the same transaction. */
  complete(checkout: Checkout, completion: Completion): FlutterwaveTransaction {
    const existing =
      checkout.transactionId === undefined ? undefined : this.transactions.get(checkout.transactionId);
    if (existing) return existing;
    const amount = completion.amount ?? checkout.request.amount;
    const transaction: FlutterwaveTransaction = {
      id: ++this.nextId,
      tx_ref: checkout.request.tx_ref,
      flw_ref: `FLW-SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
      amount,
      charged_amount: amount,
      currency: completion.currency ?? checkout.request.currency,
      status: completion.status,
      payment_type: completion.paymentType,
      created_at: new Date().toISOString(),
      customer: { email: checkout.request.customer.email, name: checkout.request.customer.name ?? null },
    };
    this.transactions.set(transaction.id, transaction);
    checkout.transactionId = transaction.id;
    return transaction;
  }

  transaction(id: number): FlutterwaveTransaction | undefined {
    return this.transactions.get(id);
  }

  /** The latest transaction of a reference, as the provider's verify-by-reference answers. */
  byReference(txRef: string): FlutterwaveTransaction | undefined {
    let latest: FlutterwaveTransaction | undefined;
    for (const transaction of this.transactions.values())
      if (transaction.tx_ref === txRef && (!latest || transaction.id > latest.id)) latest = transaction;
    return latest;
  }
}
