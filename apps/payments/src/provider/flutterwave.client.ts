import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  type FlutterwavePaymentRequest,
  type FlutterwaveTransaction,
  flutterwaveAnswerSchema,
  flutterwaveHostedLinkSchema,
  flutterwaveTransactionSchema,
} from '@liggeey/contracts';
import { APP_CONFIG, DomainException } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { type z } from 'zod';
import { type PaymentsConfig } from '../config/payments-config.js';

const UNREACHABLE = 'Le service de paiement ne répond pas. Veuillez réessayer plus tard.';

const linkAnswer = flutterwaveAnswerSchema(flutterwaveHostedLinkSchema.partial());
const transactionAnswer = flutterwaveAnswerSchema(flutterwaveTransactionSchema);

/**
 * The payment provider's API (Flutterwave Standard v3, or the sandbox that speaks it). Its
 * failures become SERVICE_UNAVAILABLE with a French reason; nothing here decides about money.
 */
@Injectable()
export class FlutterwaveClient {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
    private readonly logger: PinoLogger,
  ) {}

  /** The hosted checkout's address, or null when the provider answered without one. */
  async hostedLink(request: FlutterwavePaymentRequest): Promise<string | null> {
    const { response, body } = await this.call('/v3/payments', linkAnswer, {
      method: 'POST',
      body: JSON.stringify(request),
    });
    if (!response.ok || body.status !== 'success') {
      this.logger.warn({ status: response.status, message: body.message }, 'payment link refused');
      throw new DomainException(ErrorCode.ServiceUnavailable, 'Le service de paiement a refusé la demande.');
    }
    return body.data?.link ?? null;
  }

  /** The transaction with this provider id, or null when the provider knows none. */
  byId(id: number): Promise<FlutterwaveTransaction | null> {
    return this.transaction(`/v3/transactions/${encodeURIComponent(String(id))}/verify`);
  }

  /** The latest transaction for our reference, or null (nothing paid yet, or a cancelled checkout). */
  byReference(txRef: string): Promise<FlutterwaveTransaction | null> {
    return this.transaction(`/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`);
  }

  private async transaction(path: string): Promise<FlutterwaveTransaction | null> {
    const { response, body } = await this.call(path, transactionAnswer, { method: 'GET' });
    if (response.ok && body.status === 'success' && body.data) return body.data;
    if (response.status === 404 || response.status === 400) return null;
    this.logger.warn({ status: response.status, message: body.message }, 'verification failed');
    throw new DomainException(ErrorCode.ServiceUnavailable, UNREACHABLE);
  }

  private async call<T extends z.ZodType>(
    path: string,
    schema: T,
    init: { method: 'GET' | 'POST'; body?: string },
  ): Promise<{ response: Response; body: z.output<T> }> {
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(`${this.config.FLUTTERWAVE_BASE_URL}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${this.config.FLUTTERWAVE_SECRET_KEY}`,
          'content-type': 'application/json',
        },
        signal: AbortSignal.timeout(this.config.PAYMENT_PROVIDER_TIMEOUT_MS),
      });
      json = await response.json();
    } catch (error) {
      this.logger.warn({ err: error, path: path.split('?')[0] }, 'payment provider unreachable');
      throw new DomainException(ErrorCode.ServiceUnavailable, UNREACHABLE);
    }
    const body = schema.safeParse(json);
    if (!body.success) {
      this.logger.error(
        { issues: body.error.issues, path: path.split('?')[0] },
        'unexpected provider answer',
      );
      throw new DomainException(ErrorCode.ServiceUnavailable, UNREACHABLE);
    }
    return { response, body: body.data };
  }
}
