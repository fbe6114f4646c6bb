import { type CampaignChangedEvent, type PromotedItemType } from '@liggeey/contracts';

/** What a service's Prisma client offers for one statement of raw SQL. */
interface RawSql {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/** `schema.table` with columns campaign_id, item_id, starts_on, ends_on, active, version. */
export type CampaignWindowTable = `${string}.${string}_campaigns`;

/**
 * Keeps, in a service that owns promoted items, the dates of the campaigns that sponsor them
 * (from `jobs.campaign.changed`), so its listings rank and tag them without asking the jobs
 * service. The newest version wins: a redelivered or late event changes nothing. A campaign moved
 * to another kind of item, or deleted, stays as an inactive row, so an older event cannot revive it.
 */
export async function keepCampaignWindow(
  db: RawSql,
  table: CampaignWindowTable,
  ownItems: PromotedItemType,
  change: CampaignChangedEvent,
): Promise<void> {
  const active = !change.deleted && change.itemType === ownItems;
  await db.$executeRawUnsafe(
    `INSERT INTO ${table} AS w (campaign_id, item_id, starts_on, ends_on, active, version)
     VALUES ($1::uuid, $2::uuid, $3::date, $4::date, $5, $6::bigint)
     ON CONFLICT (campaign_id) DO UPDATE SET item_id = excluded.item_id, starts_on = excluded.starts_on,
       ends_on = excluded.ends_on, active = excluded.active, version = excluded.version
     WHERE w.version < excluded.version`,
    change.campaignId,
    change.itemId,
    change.startsOn,
    change.endsOn,
    active,
    change.version,
  );
}

/** SQL: the ids of `table`'s items a campaign sponsors today (UTC). */
export function sponsoredByCampaign(table: CampaignWindowTable): string {
  return `SELECT c.item_id FROM ${table} c WHERE c.active
    AND c.starts_on <= (now() AT TIME ZONE 'UTC')::date AND c.ends_on >= (now() AT TIME ZONE 'UTC')::date`;
}
