import { Injectable } from '@nestjs/common';
import {
  type ApplicationEvent,
  COMPETITION_POINTS,
  type EventEnvelope,
  FeedEvents,
  type FeedLikeChanged,
  type FeedPostCreated,
  type FeedPostDeleted,
  JobsEvents,
  competitionMonthOf,
} from '@liggeey/contracts';
import { OnEvent } from '@liggeey/service-kit';
import { CompetitionLedger } from './competition-ledger.js';

/**
 * Scores the competition from the other services' events, each applied once (by event id). Points
 * go to the month the fact happened in (the envelope's `occurredAt`).
 */
@Injectable()
export class CompetitionListener {
  constructor(private readonly ledger: CompetitionLedger) {}

  /** Accepted: points to the worker and to the employer (a position filled); any other status takes them back. */
  // The review grants also follow this event: a consumer of its own receives every one.
  @OnEvent(JobsEvents.applicationStatusChanged, { consumer: 'competition' })
  async onApplicationStatusChanged({
    id,
    occurredAt,
    payload,
  }: EventEnvelope<ApplicationEvent>): Promise<void> {
    const at = new Date(occurredAt);
    const key = `application:${payload.applicationId}`;
    await this.ledger.once(id, async (tx) => {
      if (payload.status !== 'ACCEPTED') {
        await this.ledger.withdraw(tx, { keyPrefix: `${key}:` }, at);
        return;
      }
      const month = competitionMonthOf(at);
      await this.ledger.credit(
        tx,
        {
          key: `${key}:worker`,
          memberId: payload.workerId,
          month,
          component: 'applications',
          points: COMPETITION_POINTS.acceptedApplication,
        },
        at,
      );
      await this.ledger.credit(
        tx,
        {
          key: `${key}:employer`,
          memberId: payload.employerId,
          month,
          component: 'filled_jobs',
          points: COMPETITION_POINTS.filledJob,
        },
        at,
      );
    });
  }

  @OnEvent(FeedEvents.postCreated)
  async onPostCreated({ id, occurredAt, payload }: EventEnvelope<FeedPostCreated>): Promise<void> {
    const at = new Date(occurredAt);
    await this.ledger.once(id, (tx) =>
      this.ledger.credit(
        tx,
        {
          key: `post:${payload.post.id}`,
          memberId: payload.post.author.id,
          month: competitionMonthOf(at),
          component: 'posts',
          points: COMPETITION_POINTS.post,
        },
        at,
      ),
    );
  }

  /**
   * The post's points and the likes it earned are taken back. Closed for good: its creation, a
   * separate consumer's event, may be handled after this.
   */
  @OnEvent(FeedEvents.postDeleted)
  async onPostDeleted({ id, occurredAt, payload }: EventEnvelope<FeedPostDeleted>): Promise<void> {
    const at = new Date(occurredAt);
    await this.ledger.once(id, async (tx) => {
      await this.ledger.close(tx, `post:${payload.postId}`, at);
      await this.ledger.withdraw(tx, { keyPrefix: `like:${payload.postId}:` }, at);
    });
  }

  /** A like from someone else earns the post's author a point; the unlike takes it back. */
  @OnEvent(FeedEvents.likeChanged)
  async onLikeChanged({ id, occurredAt, payload }: EventEnvelope<FeedLikeChanged>): Promise<void> {
    const at = new Date(occurredAt);
    const key = `like:${payload.postId}:${payload.userId}`;
    await this.ledger.once(id, async (tx) => {
      if (!payload.liked) {
        await this.ledger.withdraw(tx, { key }, at);
        return;
      }
      const post = await this.ledger.find(tx, `post:${payload.postId}`);
      // A deleted post earns no more likes.
      if (post && !post.memberId) return;
      const authorId = payload.postAuthorId ?? post?.memberId;
      if (!authorId || authorId === payload.userId) return;
      await this.ledger.credit(
        tx,
        {
          key,
          memberId: authorId,
          month: competitionMonthOf(at),
          component: 'likes',
          points: COMPETITION_POINTS.likeReceived,
        },
        at,
      );
    });
  }
}
