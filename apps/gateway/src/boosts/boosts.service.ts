import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type CreditMetadata,
  ErrorCode,
  JOB_BOOST,
  JobsBoostsRpc,
  JobsOffersRpc,
  LedgerCreditsRpc,
  OFFER_NOT_ACTIVE_MESSAGE,
  PROFILE_BOOST,
  ProfilesBoostsRpc,
} from '@liggeey/contracts';
import { DomainException, NatsRpcClient, RpcCallError } from '@liggeey/service-kit';
import { PinoLogger } from 'nestjs-pino';
import { checkedClientKey } from '../credits/client-key.js';
import { type BoostResult } from './boosts.types.js';

export const NOT_OWN_OFFER_MESSAGE = 'Vous ne pouvez booster que vos propres offres.';

interface PaidBoost {
  userId: string;
  amount: number;
  description: string;
  metadata: CreditMetadata;
  idempotencyKey: string;
  apply: (transactionId: string) => Promise<{ boostedUntil: string }>;
}

/**
 * Boosts paid with credits (spec §4, §9): the ledger spend first, then the boost; a boost that
 * cannot be applied after its spend is refunded under its own key (compensation). The client's key
 * makes a retry spend once, and the spend's transaction id makes the boost extend once.
 */
@Injectable()
export class BoostsService {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(BoostsService.name);
  }

  async boostJob(actor: Actor, jobId: string, clientKey: string): Promise<BoostResult> {
    const key = checkedClientKey(clientKey);
    // NOT_FOUND for an unknown offer or another employer's inactive one.
    const job = await this.rpc.request(JobsOffersRpc.get, { id: jobId }, { actor });
    if (job.employerId !== actor.id) throw new DomainException(ErrorCode.Forbidden, NOT_OWN_OFFER_MESSAGE);
    if (!job.isActive) throw new DomainException(ErrorCode.Conflict, OFFER_NOT_ACTIVE_MESSAGE);
    return this.paidBoost({
      userId: actor.id,
      amount: JOB_BOOST.credits,
      description: `Boost offre : ${job.title}`,
      metadata: { jobId: job.id },
      idempotencyKey: `boost-job:${actor.id}:${key}`,
      apply: (transactionId) =>
        this.rpc.request(JobsBoostsRpc.boost, {
          jobId: job.id,
          employerId: actor.id,
          days: JOB_BOOST.days,
          transactionId,
        }),
    });
  }

  async boostProfile(actor: Actor, clientKey: string): Promise<BoostResult> {
    const key = checkedClientKey(clientKey);
    return await this.paidBoost({
      userId: actor.id,
      amount: PROFILE_BOOST.credits,
      description: 'Boost profil',
      metadata: { profileId: actor.id },
      idempotencyKey: `boost-profile:${actor.id}:${key}`,
      apply: (transactionId) =>
        this.rpc.request(ProfilesBoostsRpc.boost, {
          profileId: actor.id,
          days: PROFILE_BOOST.days,
          transactionId,
        }),
    });
  }

  private async paidBoost({ apply, ...spend }: PaidBoost): Promise<BoostResult> {
    // A service spend (no actor) for the user: the ledger answers CONFLICT 'Crédits insuffisants'.
    const { transactionId, balance } = await this.rpc.request(LedgerCreditsRpc.spend, {
      ...spend,
      kind: 'spend',
    });
    try {
      const { boostedUntil } = await this.applyOnce(apply, transactionId);
      return { boostedUntil, balance };
    } catch (error) {
      if (mayHaveApplied(error)) {
        // Refunding now could give a boost for free; the client's retry with its key finishes it.
        this.logger.error({ err: error, transactionId }, 'A paid boost is in doubt; kept for a retry');
      } else {
        await this.refund(transactionId);
      }
      throw error;
    }
  }

  /**
   * Applying is idempotent by the spend's transaction id, so a call that got no answer is asked
   * again once: either way the boost exists at most once.
   */
  private async applyOnce(
    apply: PaidBoost['apply'],
    transactionId: string,
  ): Promise<{ boostedUntil: string }> {
    try {
      return await apply(transactionId);
    } catch (error) {
      if (!mayHaveApplied(error)) throw error;
      return apply(transactionId);
    }
  }

  /** Gives the credits back; the refund's own key makes a retried compensation refund once. */
  private async refund(transactionId: string): Promise<void> {
    try {
      await this.rpc.request(LedgerCreditsRpc.refund, {
        transactionId,
        idempotencyKey: `refund:${transactionId}`,
      });
    } catch (error) {
      // The boost's own error goes back to the client; this one needs an operator.
      this.logger.error({ err: error, transactionId }, 'A boost that could not be applied was not refunded');
    }
  }
}

/**
 * A call that timed out or broke in transit may have been carried out; a domain refusal or nobody
 * listening means it was not.
 */
function mayHaveApplied(error: unknown): boolean {
  return (
    error instanceof RpcCallError &&
    error.code === ErrorCode.ServiceUnavailable &&
    error.details?.reason !== 'no-responders'
  );
}
