import { type z } from 'zod';
import { trainingFilesBucket } from '../assistant/documents.contracts.js';
import { type EventContract } from '../common/events.js';
import { FeedEvents } from '../feed/feed.events.js';
import { AdminAuditEvents } from '../identity/audit.contracts.js';
import { IdentityEvents } from '../identity/identity.events.js';
import { JobsEvents } from '../jobs/jobs.events.js';
import { PromotionEvents } from '../jobs/promotion.contracts.js';
import { ProfilesEvents } from '../profiles/profiles.events.js';
import { type NatsApp } from './nats-permissions.js';

/** `<service>--<event>`, or `<service>--<consumer>--<event>` for one of several handlers of the event. */
export function eventDurableName(
  service: string,
  event: EventContract<z.ZodType>,
  consumer?: string,
): string {
  return [service, consumer, event.name.replaceAll('.', '-')].filter(Boolean).join('--');
}

/**
 * The gateway's durable consumers: the realtime bridge's, one per relayed family, and the one that
 * removes a deleted post's media.
 */
export const GATEWAY_DURABLES = {
  realtimeFeed: 'gateway--realtime-feed',
  realtimeMessaging: 'gateway--realtime-messaging',
  postMedia: eventDurableName('gateway-post-media', FeedEvents.postDeleted),
} as const;

const durables = (service: NatsApp, handlers: [EventContract<z.ZodType>, string?][]) =>
  handlers.map(([event, consumer]) => eventDurableName(service, event, consumer));

/**
 * The durable consumers each app keeps on the events stream, as its code declares them (a service's
 * `@OnEvent` handlers, with `consumer` when it has several of an event): the NATS server lets an
 * app create, read and pull those only. A new handler must be added here (a unit test compares the
 * table with the code), or the server refuses its consumer and the app does not start.
 */
export const EVENT_CONSUMERS: Record<NatsApp, readonly string[]> = {
  gateway: Object.values(GATEWAY_DURABLES),
  identity: durables('identity', [[AdminAuditEvents.actionRecorded]]),
  profiles: durables('profiles', [
    [JobsEvents.applicationStatusChanged, 'competition'],
    [FeedEvents.postCreated],
    [FeedEvents.postDeleted],
    [FeedEvents.likeChanged],
    [PromotionEvents.campaignChanged],
    [IdentityEvents.userRegistered],
    [IdentityEvents.userConfirmed],
    [IdentityEvents.emailChanged],
    [IdentityEvents.userMadeAdmin],
    [IdentityEvents.userDeleted],
    [JobsEvents.applicationStatusChanged],
  ]),
  jobs: durables('jobs', [
    [IdentityEvents.userRegistered],
    [ProfilesEvents.profileUpdated],
    [IdentityEvents.userDeleted],
  ]),
  feed: durables('feed', [
    [IdentityEvents.userRegistered],
    [ProfilesEvents.profileUpdated],
    [IdentityEvents.userDeleted],
  ]),
  messaging: durables('messaging', [
    [IdentityEvents.userDeleted],
    [IdentityEvents.passwordResetRequested],
    [IdentityEvents.passwordChanged],
    [IdentityEvents.signUpAttempted],
    [IdentityEvents.emailChangeRequested],
    [IdentityEvents.emailChanged],
    [IdentityEvents.userRegistered],
  ]),
  ledger: durables('ledger', [
    [PromotionEvents.campaignChanged],
    [IdentityEvents.userConfirmed],
    [IdentityEvents.userDeleted],
  ]),
  payments: [],
  assistant: [],
};

/**
 * The JetStream object stores (`lazyObjectStore`) and the apps that open them: the gateway puts
 * the uploaded training files, the assistant reads and removes them.
 */
export const OBJECT_STORES: readonly { bucket: (namespace: string) => string; apps: readonly NatsApp[] }[] = [
  { bucket: trainingFilesBucket, apps: ['gateway', 'assistant'] },
];
