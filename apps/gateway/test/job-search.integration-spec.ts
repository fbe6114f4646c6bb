import { type Backend, graphql, signedInPerson, startBackend } from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Offres-2026';
const LIST = `query($i: JobSearchInput) { jobs(input: $i) { total items { id title boosted } } }`;

interface Offer {
  key: string;
  title: string;
  employer: string;
  category?: string;
  location?: string;
  salary?: string | null;
  description?: string;
  boosted?: boolean;
  daysAgo?: number;
}

const EMPLOYERS = ['Sénégal Bâtiment', 'Teranga Transports', 'Atelier Mame Diarra', 'Keur Santé'];

/** The offers the searches below must find, among a few that must not come first. */
const OFFERS: Offer[] = [
  {
    key: 'electricien',
    title: 'Électricien bâtiment',
    employer: 'Sénégal Bâtiment',
    location: 'Thiès',
    salary: '250 000 F CFA / mois',
  },
  {
    key: 'chef-chantier',
    title: 'Chef de chantier',
    employer: 'Sénégal Bâtiment',
    description: "Encadrer l'équipe : maçons, plombiers et un électricien.",
    salary: '400 000 F CFA',
    boosted: true,
  },
  {
    key: 'menuisier',
    title: 'Menuisier ébéniste',
    employer: 'Atelier Mame Diarra',
    category: 'Artisanat',
    salary: 'À négocier',
  },
  {
    key: 'chauffeur',
    title: 'Chauffeur VTC',
    employer: 'Teranga Transports',
    category: 'Transport & Logistique',
    location: 'Dakar',
    salary: '150.000 F',
  },
  {
    key: 'livreur',
    title: 'Livreur à moto',
    employer: 'Teranga Transports',
    category: 'Transport & Logistique',
    location: 'Louga',
    daysAgo: 3,
  },
  {
    key: 'plombier',
    title: 'Plombier sanitaire',
    employer: 'Sénégal Bâtiment',
    location: 'Pikine',
    salary: '180 000 F CFA',
  },
  {
    key: 'couturiere',
    title: 'Couturière retoucheuse',
    employer: 'Atelier Mame Diarra',
    category: 'Artisanat',
    location: 'Kaolack',
  },
  {
    key: 'macon-thies',
    title: 'Maçon coffreur',
    employer: 'Sénégal Bâtiment',
    location: 'Thiès',
    daysAgo: 10,
  },
  {
    key: 'macon-dakar',
    title: 'Maçon finition',
    employer: 'Sénégal Bâtiment',
    location: 'Dakar',
    boosted: true,
  },
  {
    key: 'infirmier',
    title: 'Infirmier de nuit',
    employer: 'Keur Santé',
    category: 'Santé',
    location: 'Saint-Louis',
  },
  { key: 'aide-soignant', title: 'Aide-soignant à domicile', employer: 'Keur Santé', category: 'Santé' },
];

/** A search and the offer that must come first (or, with `top`, be among the first three). */
const SEARCHES: { q: string; first: string; top?: 3 }[] = [
  { q: 'electricien', first: 'electricien' },
  { q: 'Électriciens', first: 'electricien' },
  { q: 'menusier', first: 'menuisier' },
  { q: 'chaufeur', first: 'chauffeur' },
  { q: 'taxi', first: 'chauffeur' },
  { q: 'plomberie', first: 'plombier' },
  { q: 'plombié', first: 'plombier' },
  { q: 'couturieres', first: 'couturiere' },
  { q: 'couture', first: 'couturiere' },
  { q: 'macon thies', first: 'macon-thies' },
  { q: 'maçon Dakar', first: 'macon-dakar' },
  { q: 'infirmiere', first: 'infirmier' },
  { q: 'soins', first: 'infirmier', top: 3 },
  { q: 'Teranga Transports', first: 'chauffeur', top: 3 },
  { q: 'livraison louga', first: 'livreur' },
  { q: 'plombier pas cher', first: 'plombier' },
  { q: 'mame diarra', first: 'menuisier', top: 3 },
];

/**
 * Issue 20 for the job board: /jobs searches titles, categories, places, employers and
 * descriptions with the worker search's tolerance (accents, typos, plurals, the trades' synonyms
 * read from profiles) and ranks by how well an offer matches, a boost lifting an offer only among
 * those matching as well; salary and date filters; pages that follow the ranking.
 */
describe('job board search', () => {
  let backend: Backend;
  let db: pg.Client;
  let headers: Record<string, string>;
  const ids = new Map<string, string>();
  const keyOf = new Map<string, string>();

  async function search(input: Record<string, unknown>) {
    const result = await graphql<{ jobs: { total: number; items: { id: string; boosted: boolean }[] } }>(
      backend.gatewayUrl,
      LIST,
      { headers, variables: { i: input } },
    );
    expect(result.errors).toBeUndefined();
    const jobs = result.data?.jobs ?? { total: 0, items: [] };
    return { total: jobs.total, keys: jobs.items.map((item) => keyOf.get(item.id) ?? item.id) };
  }

  beforeAll(async () => {
    backend = await startBackend(inject('infra'), {
      label: 'job_search',
      services: ['identity', 'profiles', 'jobs'],
      // Every search is read fresh: the test changes offers behind the services' backs.
      env: { JOBS_CACHE_TTL_MS: '0', JOBS_GATEWAY_CACHE_TTL_MS: '0' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    ({ headers } = await signedInPerson(backend, db, inject('infra').natsUrl, {
      type: 'worker',
      fullName: 'Ousmane Faye',
      profession: 'Électricien',
      password: PASSWORD,
    }));
    const employerIds = new Map(EMPLOYERS.map((name) => [name, randomUUID()]));
    for (const [name, id] of employerIds) {
      await db.query('INSERT INTO jobs.employers (id, full_name) VALUES ($1, $2)', [id, name]);
    }
    for (const [order, offer] of OFFERS.entries()) {
      const id = randomUUID();
      ids.set(offer.key, id);
      keyOf.set(id, offer.key);
      await db.query(
        `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, salary,
           description, boosted_until, created_at)
         VALUES ($1, $2, $3, $4, 'CDI', $5, $6, $7, CASE WHEN $8 THEN now() + interval '7 days' END,
           now() - make_interval(days => $9, secs => $10))`,
        [
          id,
          employerIds.get(offer.employer),
          offer.title,
          offer.category ?? 'BTP',
          offer.location ?? 'Dakar',
          offer.salary ?? null,
          offer.description ?? `${offer.title} recherché, poste à pourvoir rapidement.`,
          offer.boosted ?? false,
          offer.daysAgo ?? 0,
          order,
        ],
      );
    }
  });

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it.each(SEARCHES)('finds $first first for "$q"', async ({ q, first, top }) => {
    const { keys } = await search({ q });
    if (top) expect(keys.slice(0, top)).toContain(first);
    else expect(keys[0]).toBe(first);
  });

  it('ranks a title match above a boosted offer naming the trade only in its text', async () => {
    const { keys } = await search({ q: 'électricien' });
    expect(keys).toEqual(['electricien', 'chef-chantier']);
    // Among offers matching as well, the boosted one comes first.
    expect((await search({ q: 'maçon' })).keys).toEqual(['macon-dakar', 'macon-thies', 'chef-chantier']);
  });

  it('filters by salary range and publication date, and pages through the ranking', async () => {
    expect((await search({ salaryMin: 200_000 })).keys.toSorted()).toEqual(['chef-chantier', 'electricien']);
    expect((await search({ salaryMin: 150_000, salaryMax: 200_000 })).keys.toSorted()).toEqual([
      'chauffeur',
      'plombier',
    ]);
    const today = await search({ postedWithin: 'DAY' });
    expect(today.keys).not.toContain('livreur');
    expect(today.keys).not.toContain('macon-thies');
    expect((await search({ postedWithin: 'WEEK' })).keys).toContain('livreur');
    expect((await search({ postedWithin: 'WEEK' })).keys).not.toContain('macon-thies');

    const all = await search({ q: 'macon', pageSize: 50 });
    const pages = [
      await search({ q: 'macon', page: 1, pageSize: 2 }),
      await search({ q: 'macon', page: 2, pageSize: 2 }),
    ];
    expect(pages.map((page) => page.total)).toEqual([all.total, all.total]);
    expect(pages.flatMap((page) => page.keys)).toEqual(all.keys);
  });

  it('refuses a salary range upside down or out of bounds in French', async () => {
    for (const [input, message] of [
      [
        { salaryMin: 300_000, salaryMax: 100_000 },
        'Le salaire minimum doit être inférieur ou égal au salaire maximum.',
      ],
      [{ salaryMin: -1 }, 'Le salaire doit être compris entre 0 et 100 000 000 F CFA.'],
    ] as const) {
      const result = await graphql(backend.gatewayUrl, LIST, { headers, variables: { i: input } });
      expect(result.errors?.[0]?.message).toBe(message);
    }
  });

  it("finds an employer's offers under its new name, and corrects to words of new offers", async () => {
    await db.query(
      `UPDATE jobs.employers SET full_name = 'Diarra Couture & Bois' WHERE full_name = 'Atelier Mame Diarra'`,
    );
    expect((await search({ q: 'diarra couture bois' })).keys.toSorted()).toEqual(['couturiere', 'menuisier']);
    expect((await search({ q: 'frigoriste' })).total).toBe(0);
    await db.query(
      `INSERT INTO jobs.job_offers (id, employer_id, title, category, contract_type, location, description)
       SELECT $1, employer_id, 'Frigoriste climatisation', 'BTP', 'CDD', 'Mbour', 'Entretien des climatiseurs.'
       FROM jobs.job_offers WHERE id = $2`,
      [randomUUID(), ids.get('plombier')],
    );
    // A misspelling no stemming undoes: corrected to the word the vocabulary learnt from the new offer.
    expect((await search({ q: 'frigorisste' })).total).toBe(1);
    expect((await search({ q: 'clim' })).total).toBe(1);
  });
});
