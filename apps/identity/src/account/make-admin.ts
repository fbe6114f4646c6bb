import { IdentityEvents } from '@liggeey/contracts';
import { type EventPublisher } from '@liggeey/service-kit';
import { type PrismaClient } from '../generated/prisma/client.js';

export type MakeAdminOutcome =
  | { result: 'made-admin'; userId: string; activated: boolean }
  | { result: 'already-admin'; userId: string }
  | { result: 'unknown' }
  | { result: 'suspended' };

/**
 * Makes the account with this address an admin: how an operator gets the first admin of a
 * deployment (no account has the right to make one yet). An account still waiting for its e-mail
 * confirmation is activated too, as the operator vouches for it. Running it again changes nothing;
 * the events carry ids derived from the account, so a retry after a failed publish is stored once.
 */
export async function makeAdmin(
  prisma: PrismaClient,
  events: EventPublisher,
  email: string,
): Promise<MakeAdminOutcome> {
  const account = await prisma.account.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!account) return { result: 'unknown' };
  // A suspension is an admin's decision about this person: lifting it is theirs to make, not a side effect.
  if (account.status === 'suspended') return { result: 'suspended' };
  const activated = account.status === 'pending';
  if (account.type !== 'admin' || activated) {
    await prisma.account.update({ where: { id: account.id }, data: { type: 'admin', status: 'active' } });
  }
  if (activated) {
    await events.publish(
      IdentityEvents.userConfirmed,
      { userId: account.id, type: 'admin' },
      `confirmed-${account.id}`,
    );
  }
  await events.publish(IdentityEvents.userMadeAdmin, { userId: account.id }, `made-admin-${account.id}`);
  return account.type === 'admin' && !activated
    ? { result: 'already-admin', userId: account.id }
    : { result: 'made-admin', userId: account.id, activated };
}
