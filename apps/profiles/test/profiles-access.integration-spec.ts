import {
  type EventEnvelope,
  type ProfileUpdated,
  ProfilesEvents,
  eventSubject,
  eventsStreamName,
} from '@liggeey/contracts';
import {
  type Backend,
  createActiveAccount,
  graphql,
  seedService,
  signInThroughGateway,
  startBackend,
} from '@liggeey/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Profil-2026';
const PROFILE_FIELDS = `id fullName type profession category description available availableFrom verified price
  rating reviewCount followerCount followedByMe boosted distanceKm createdAt
  locality { id name city label } contact { phone email address }`;
const PROFILE = `query($id: ID!) { profile(id: $id) { ${PROFILE_FIELDS} } }`;
const MY_PROFILE = `{ myProfile { ${PROFILE_FIELDS} } }`;
const UPDATE = `mutation($i: ProfileUpdateInput!) { updateMyProfile(input: $i) { ${PROFILE_FIELDS} } }`;
const AVAILABLE = 'query($n: Int) { availableWorkers(limit: $n) { id fullName available } }';
const LOCALITIES = '{ localities { id name city label } }';

interface ProfileView {
  id: string;
  fullName: string;
  description: string | null;
  price: number | null;
  available: boolean;
  availableFrom: string | null;
  rating: number | null;
  reviewCount: number;
  followerCount: number;
  followedByMe: boolean;
  boosted: boolean;
  locality: { id: string; name: string; city: string; label: string } | null;
  contact: { phone: string | null; email: string; address: string | null } | null;
}

interface Viewer {
  id: string;
  email: string;
  headers: Record<string, string>;
}

describe('profiles as each viewer sees them, and their owner edits them', () => {
  let backend: Backend;
  let db: pg.Client;
  let owner: Viewer;
  let otherWorker: Viewer;
  let employer: Viewer;
  let admin: Viewer;

  /** An active account with its profile, signed in. */
  async function signedIn(type: 'worker' | 'employer' | 'admin', fullName: string): Promise<Viewer> {
    const account = await createActiveAccount(db, type, PASSWORD);
    await db.query(
      `INSERT INTO profiles.profiles (id, full_name, type, profession, email, phone, address, price, updated_at,
         confirmed_at)
       VALUES ($1, $2, $3, $4, $5, '+221 77 555 00 00', 'Rue 10, Médina', $6, now(), now())`,
      [
        account.id,
        fullName,
        type,
        type === 'worker' ? 'Menuisier' : null,
        account.email,
        type === 'worker' ? 4000 : null,
      ],
    );
    const tokens = await signInThroughGateway(backend.gatewayUrl, account.email, PASSWORD);
    return { ...account, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  }

  async function profileAs(viewer: Viewer, id: string): Promise<ProfileView> {
    const result = await graphql<{ profile: ProfileView }>(backend.gatewayUrl, PROFILE, {
      headers: viewer.headers,
      variables: { id },
    });
    expect(result.errors).toBeUndefined();
    if (!result.data) throw new Error('no profile');
    return result.data.profile;
  }

  /** The last `profiles.profile.updated` stored on this backend's stream, if any. */
  async function lastProfileUpdated(): Promise<{ id: string; payload: ProfileUpdated } | null> {
    const connection = await connect({ servers: inject('infra').natsUrl });
    try {
      const manager = await jetstreamManager(connection);
      const message = await manager.streams
        .getMessage(eventsStreamName(backend.natsNamespace), {
          last_by_subj: eventSubject(backend.natsNamespace, ProfilesEvents.profileUpdated),
        })
        .catch(() => null);
      return message?.json<EventEnvelope<ProfileUpdated>>() ?? null;
    } finally {
      await connection.close();
    }
  }

  const storedRow = async (id: string) =>
    (await db.query('SELECT * FROM profiles.profiles WHERE id = $1', [id])).rows[0] as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'profiles_access',
      services: ['identity', 'profiles'],
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await seedService(backend, 'profiles');
    owner = await signedIn('worker', 'Seynabou Gaye');
    otherWorker = await signedIn('worker', 'Djibril Badji');
    employer = await signedIn('employer', 'Sahel Construction');
    admin = await signedIn('admin', 'Admin Test');
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  describe('reading', () => {
    it('shows contact details to employers and to the owner only, never to other workers or admins', async () => {
      const expected = { phone: '+221 77 555 00 00', email: owner.email, address: 'Rue 10, Médina' };

      expect((await profileAs(otherWorker, owner.id)).contact).toBeNull();
      expect((await profileAs(admin, owner.id)).contact).toBeNull();
      expect((await profileAs(employer, owner.id)).contact).toEqual(expected);
      expect((await profileAs(owner, owner.id)).contact).toEqual(expected);
      const mine = await graphql<{ myProfile: ProfileView }>(backend.gatewayUrl, MY_PROFILE, {
        headers: owner.headers,
      });
      expect(mine.data?.myProfile.contact).toEqual(expected);
      expect(mine.data?.myProfile.fullName).toBe('Seynabou Gaye');
    });

    it('refuses a visitor', async () => {
      const result = await graphql(backend.gatewayUrl, PROFILE, { variables: { id: owner.id } });

      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it("answers NOT_FOUND with the spec's message for a profile that does not exist", async () => {
      const result = await graphql(backend.gatewayUrl, PROFILE, {
        headers: employer.headers,
        variables: { id: randomUUID() },
      });

      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe("Ce profil n'existe pas ou n'est plus disponible.");
    });

    it('computes the rating, the boost and whether the viewer follows the profile', async () => {
      await db.query(
        `UPDATE profiles.profiles SET rating_sum = 9, review_count = 2, follower_count = 1,
           boosted_until = now() + interval '1 day' WHERE id = $1`,
        [otherWorker.id],
      );
      await db.query('INSERT INTO profiles.follows (follower_id, followee_id) VALUES ($1, $2)', [
        employer.id,
        otherWorker.id,
      ]);

      const seenByEmployer = await profileAs(employer, otherWorker.id);
      const seenByOwner = await profileAs(owner, otherWorker.id);

      expect(seenByEmployer).toMatchObject({
        rating: 4.5,
        reviewCount: 2,
        followerCount: 1,
        followedByMe: true,
        boosted: true,
      });
      expect(seenByOwner.followedByMe).toBe(false);
      expect((await profileAs(employer, owner.id)).rating).toBeNull();
      await db.query(
        "UPDATE profiles.profiles SET boosted_until = now() - interval '1 second' WHERE id = $1",
        [otherWorker.id],
      );
      expect((await profileAs(employer, otherWorker.id)).boosted).toBe(false);
    });

    it('lists the localities publicly, by town then name, with their labels', async () => {
      const result = await graphql<{ localities: { name: string; city: string; label: string }[] }>(
        backend.gatewayUrl,
        LOCALITIES,
      );
      const localities = result.data?.localities ?? [];

      expect(localities.length).toBeGreaterThanOrEqual(40);
      const french = new Intl.Collator('fr');
      const sorted = [...localities].sort(
        (a, b) => french.compare(a.city, b.city) || french.compare(a.name, b.name),
      );
      expect(localities.map((l) => l.label)).toEqual(sorted.map((l) => l.label));
      expect(localities.findIndex((l) => l.city === 'Kédougou')).toBeLessThan(
        localities.findIndex((l) => l.city === 'Keur Massar'),
      );
      expect(localities.find((l) => l.name === 'Médina')?.label).toBe('Médina, Dakar');
      expect(localities.find((l) => l.name === 'Thiès')?.label).toBe('Thiès');
    });

    it('gives employers the newest available workers, and refuses workers', async () => {
      await db.query('UPDATE profiles.profiles SET available = false WHERE id = $1', [otherWorker.id]);
      await db.query("UPDATE profiles.profiles SET created_at = now() + interval '1 hour' WHERE id = $1", [
        owner.id,
      ]);

      const three = await graphql<{ availableWorkers: { id: string; available: boolean }[] }>(
        backend.gatewayUrl,
        AVAILABLE,
        { headers: employer.headers, variables: { n: 3 } },
      );
      const refused = await graphql(backend.gatewayUrl, AVAILABLE, { headers: owner.headers });

      expect(three.errors).toBeUndefined();
      expect(three.data?.availableWorkers).toHaveLength(3);
      expect(three.data?.availableWorkers[0]?.id).toBe(owner.id);
      expect(three.data?.availableWorkers.every((w) => w.available)).toBe(true);
      expect(three.data?.availableWorkers.map((w) => w.id)).not.toContain(otherWorker.id);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('updateMyProfile', () => {
    it("changes the owner's profile and nothing else", async () => {
      const medina = (
        await db.query<{ id: string }>("SELECT id FROM profiles.localities WHERE name = 'Médina'")
      ).rows[0]?.id;
      const othersBefore = await storedRow(otherWorker.id);

      const result = await graphql<{ updateMyProfile: ProfileView }>(backend.gatewayUrl, UPDATE, {
        headers: owner.headers,
        variables: {
          i: {
            fullName: '  Seynabou Gaye Ndiaye ',
            description: 'Menuiserie fine et ébénisterie.',
            price: 6500,
            available: false,
            availableFrom: '2026-12-15',
            localityId: medina,
            phone: '+221 70 111 22 33',
          },
        },
      });

      expect(result.errors).toBeUndefined();
      expect(result.data?.updateMyProfile).toMatchObject({
        id: owner.id,
        fullName: 'Seynabou Gaye Ndiaye',
        description: 'Menuiserie fine et ébénisterie.',
        price: 6500,
        available: false,
        availableFrom: '2026-12-15',
        locality: { id: medina, name: 'Médina', city: 'Dakar', label: 'Médina, Dakar' },
        contact: { phone: '+221 70 111 22 33', email: owner.email, address: 'Rue 10, Médina' },
      });
      expect(await storedRow(otherWorker.id)).toEqual(othersBefore);
      const renamed = await lastProfileUpdated();
      expect(renamed?.payload).toEqual({
        userId: owner.id,
        fullName: 'Seynabou Gaye Ndiaye',
        type: 'worker',
        profilePicUrl: null,
      });

      const cleared = await graphql<{ updateMyProfile: ProfileView }>(backend.gatewayUrl, UPDATE, {
        headers: owner.headers,
        variables: { i: { availableFrom: null, description: '  ', available: true } },
      });
      expect(cleared.data?.updateMyProfile).toMatchObject({
        fullName: 'Seynabou Gaye Ndiaye',
        availableFrom: null,
        description: null,
        available: true,
        price: 6500,
      });
      // Neither the name nor the picture changed: nothing to announce.
      expect((await lastProfileUpdated())?.id).toBe(renamed?.id);
    });

    it('refuses bad input with a French message and changes nothing', async () => {
      const before = await storedRow(owner.id);
      const cases: [Record<string, unknown>, string][] = [
        [{ fullName: '' }, 'Veuillez indiquer votre nom complet.'],
        [{ description: 'x'.repeat(2_001) }, 'La description ne doit pas dépasser 2000 caractères.'],
        [{ price: -5 }, 'Le tarif horaire ne peut pas être négatif.'],
        [{ price: 10_000_001 }, 'Le tarif horaire ne doit pas dépasser 10 000 000 F CFA.'],
        [{ phone: '7'.repeat(31) }, 'Le numéro de téléphone ne doit pas dépasser 30 caractères.'],
        [{ availableFrom: '15/12/2026' }, 'La date de disponibilité doit être une date valide (AAAA-MM-JJ).'],
        [{ localityId: randomUUID(), fullName: 'Autre Nom' }, 'Veuillez choisir une localité de la liste.'],
      ];

      for (const [input, message] of cases) {
        const result = await graphql(backend.gatewayUrl, UPDATE, {
          headers: owner.headers,
          variables: { i: input },
        });
        expect(result.errors?.[0]?.extensions?.code, message).toBe('VALIDATION_FAILED');
        expect(result.errors?.[0]?.message).toBe(message);
      }
      expect(await storedRow(owner.id)).toEqual(before);
    });
  });
});
