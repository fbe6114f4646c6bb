import {
  type AppProcess,
  type Backend,
  createActiveAccount,
  createRegisteredAccount,
  graphql,
  metricSample,
  probeUrl,
  signInThroughGateway,
  startBackend,
  until,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PASSWORD = 'Ziguinchor-Assistant-2026';
const ASK = `mutation Ask($q: String!) {
  askAssistant(question: $q) { answered text related source { kind title link } }
}`;
const CREATE_FAQ = 'mutation($i: FaqInput!) { createFaq(input: $i) { id } }';
const DELETE_FAQ = 'mutation($id: ID!) { deleteFaq(id: $id) }';
const CREATE_ENTRY = 'mutation($i: KnowledgeInput!) { createKnowledgeEntry(input: $i) { id keywords } }';
const REPHRASE =
  "Je n'ai pas bien compris votre question. Pouvez-vous la reformuler avec d'autres mots ? Voici des questions fréquentes :";
const PER_ACCOUNT = 8;

interface Answer {
  answered: boolean;
  text: string;
  related: string[];
  source: { kind: string; title: string | null; link: string | null } | null;
}

const FAQS = [
  {
    question: 'Comment acheter des crédits ?',
    answer: 'Choisissez un pack sur « Acheter des crédits » et payez par carte ou mobile money.',
    category: 'Paiement',
  },
  {
    question: 'Comment publier une offre ?',
    answer: 'Depuis votre tableau de bord employeur, cliquez sur « Publier une offre ».',
    category: 'Offres',
  },
  {
    question: 'À quoi servent les crédits ?',
    answer: 'Ils paient la boutique, les mises en avant et les suggestions de l’assistant.',
    category: 'Crédits',
  },
  {
    question: 'Comment modifier mon profil ?',
    answer: 'Ouvrez « Profil » dans le menu utilisateur et cliquez sur « Modifier ».',
    category: 'Compte',
  },
];

/** Issue 15 item 1: the assistant's answers through the gateway, with real Postgres, NATS and Redis. */
describe('the assistant answers', () => {
  const infra = inject('infra');
  let backend: Backend;
  let db: pg.Client;
  const bearer: Record<'admin' | 'worker' | 'employer', Record<string, string>> = {
    admin: {},
    worker: {},
    employer: {},
  };

  const ask = async (question: string, headers: Record<string, string> = {}) => {
    const result = await graphql<{ askAssistant: Answer }>(backend.gatewayUrl, ASK, {
      variables: { q: question },
      headers,
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data?.askAssistant as Answer;
  };
  const admin = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(backend.gatewayUrl, query, { variables, headers: bearer.admin });
  /** A training document as the ingestion worker leaves it, ready; its id. */
  const readyDocument = async (title: string) => {
    const documentId = randomUUID();
    await db.query(
      `INSERT INTO assistant.training_documents (id, title, mime_type, size_bytes, sha256, status, uploaded_by)
       VALUES ($1, $2, 'text/plain', 100, $3, 'ready', $4)`,
      [documentId, title, randomUUID(), randomUUID()],
    );
    return documentId;
  };
  const addPassage = (documentId: string, position: number, content: string) =>
    db.query(
      `INSERT INTO assistant.document_passages (id, document_id, position, content) VALUES ($1, $2, $3, $4)`,
      [randomUUID(), documentId, position, content],
    );
  /** As the ingestion worker does: the text's words become known. */
  const learnWords = (text: string) =>
    db.query(
      `INSERT INTO assistant.search_words (word)
       SELECT DISTINCT w FROM regexp_split_to_table(lower(assistant.f_unaccent($1)), '[^a-z0-9]+') AS w
       WHERE length(w) > 2 ON CONFLICT DO NOTHING`,
      [text],
    );

  beforeAll(async () => {
    backend = await startBackend(infra, {
      label: 'assistant_answers',
      services: ['identity', 'profiles', 'ledger', 'assistant'],
      env: { ASSISTANT_QUESTIONS_PER_MINUTE_PER_ACCOUNT: String(PER_ACCOUNT), HEALTH_PORT: '0' },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const adminAccount = await createActiveAccount(db, 'admin', PASSWORD);
    for (const [type, fullName] of [
      ['worker', 'Awa Diop'],
      ['employer', 'Moussa Faye'],
    ] as const) {
      const { email } = await createRegisteredAccount(
        db,
        { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
        { type, fullName, profession: type === 'worker' ? 'Couturière' : null, password: PASSWORD },
      );
      bearer[type] = {
        authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, email, PASSWORD)).accessToken}`,
      };
    }
    bearer.admin = {
      authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, adminAccount.email, PASSWORD)).accessToken}`,
    };
    for (const faq of FAQS) expect((await admin(CREATE_FAQ, { i: faq })).errors).toBeUndefined();
    for (const entry of [
      {
        keywords: ['Candidatures', 'recruter vite'],
        responseTemplate: 'Vos candidatures sont sur /jobs.',
        requiredRole: 'employer',
      },
      {
        keywords: ['bonjour'],
        responseTemplate: 'Bonjour {prenom} ! Vous êtes {type}.',
        requiredRole: 'public',
      },
      {
        keywords: ['bonjour', 'salut'],
        responseTemplate: 'Jamais : une entrée plus ancienne répond.',
        requiredRole: 'public',
      },
      {
        keywords: ['solde'],
        responseTemplate: 'Il vous reste {credits} crédits, {prenom}.',
        requiredRole: 'worker',
      },
    ]) {
      expect((await admin(CREATE_ENTRY, { i: entry })).errors).toBeUndefined();
    }
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('keeps an employer-only entry from a worker and a visitor', async () => {
    const question = 'Où sont mes candidatures ?';
    expect(await ask(question, bearer.employer)).toMatchObject({
      answered: true,
      text: 'Vos candidatures sont sur /jobs.',
      source: { kind: 'knowledge' },
    });
    for (const headers of [bearer.worker, {}]) {
      expect((await ask(question, headers)).text).not.toBe('Vos candidatures sont sur /jobs.');
    }
    // A keyword of several words matches as a phrase.
    expect((await ask('Comment recruter vite ?', bearer.employer)).text).toBe(
      'Vos candidatures sont sur /jobs.',
    );
  });

  it('takes the first entry that matches and fills the template for the signed-in person only', async () => {
    expect((await ask('Bonjour !', bearer.worker)).text).toBe('Bonjour Awa ! Vous êtes professionnel.');
    expect((await ask('bonjour', {})).text).toBe('Bonjour ! Vous êtes.');
    expect((await ask('salut', {})).text).toBe('Jamais : une entrée plus ancienne répond.');
    expect((await ask('Quel est mon solde ?', bearer.worker)).text).toMatch(
      /^Il vous reste \d+ crédits, Awa\.$/,
    );
  });

  it('ignores words of 2 characters or fewer, in questions and keywords', async () => {
    const short = await admin<{ createKnowledgeEntry: unknown }>(CREATE_ENTRY, {
      i: { keywords: ['cv', 'ok'], responseTemplate: 'Trop court.', requiredRole: 'public' },
    });
    expect(short.errors?.[0]?.message).toBe('Ajoutez au moins un mot-clé de plus de 2 caractères.');
    expect(await ask('le cv ok ?')).toMatchObject({ answered: false, text: REPHRASE });
  });

  it('answers from the FAQ despite missing accents and typos, with the source and related questions', async () => {
    for (const question of ['comment acheter des credit', 'comant aceter des crédits ?', 'ACHETER CREDITS']) {
      const answer = await ask(question);
      expect(answer, question).toMatchObject({
        answered: true,
        text: FAQS[0]?.answer,
        source: { kind: 'faq', title: 'Comment acheter des crédits ?', link: '/faq' },
      });
      expect(answer.related).toContain('À quoi servent les crédits ?');
      expect(answer.related).not.toContain('Comment acheter des crédits ?');
    }
    expect((await ask('publie une offre', bearer.employer)).source?.title).toBe(
      'Comment publier une offre ?',
    );
  });

  it('answers from a ready document passage, with its title', async () => {
    const documentId = await readyDocument('Guide du paiement Wave');
    const passage = 'Le remboursement d’un paiement Wave annulé arrive sous 48 heures sur le même numéro.';
    await addPassage(documentId, 0, passage);
    await learnWords(passage);

    expect(await ask('Quand arrive le remboursement Wave ?')).toMatchObject({
      answered: true,
      text: passage,
      source: { kind: 'document', title: 'Guide du paiement Wave', link: null },
    });
  });

  it('answers from the passage holding every word, behind a hundred holding fewer', async () => {
    const documentId = await readyDocument('Guide de la broderie');
    const best = 'À Kédougou, la broderie demande un acompte de moitié avant le travail.';
    // Amid 300 passages holding two of its words: a read of the first matches, in the table's order
    // or in the reverse, finds 150 of them first.
    const decoys = (from: number) =>
      db.query(
        `INSERT INTO assistant.document_passages (id, document_id, position, content)
         SELECT gen_random_uuid(), $1, g, 'La broderie se fait sur commande à Kédougou, modèle ' || g || '.'
         FROM generate_series($2::int, $2::int + 149) AS g`,
        [documentId, from],
      );
    await decoys(0);
    await addPassage(documentId, 150, best);
    await decoys(151);
    await learnWords(`${best} commande modele`);

    expect(await ask('Un acompte pour la broderie à Kédougou ?')).toMatchObject({
      answered: true,
      text: best,
      source: { kind: 'document', title: 'Guide de la broderie' },
    });
    await db.query('DELETE FROM assistant.training_documents WHERE id = $1', [documentId]);
  });

  it('suggests rephrasing, with three frequent questions, when nothing answers', async () => {
    const answer = await ask('Quel temps fera-t-il demain à Kolda ?');
    expect(answer).toMatchObject({ answered: false, text: REPHRASE, source: null });
    expect(answer.related).toHaveLength(3);
    for (const question of answer.related) expect(FAQS.map((faq) => faq.question)).toContain(question);
  });

  it('answers questions whose letters unaccent turns into quotes, without an error', async () => {
    // Found by the input fuzzing: 'ʹ' (a modifier letter) becomes an apostrophe in a stem.
    for (const question of ['ʹῺ⒈ᙆ㉛᪐', "paiementʹ d'ʹavance \\ʹ wave\\"]) {
      const answer = await ask(question);
      expect(typeof answer.answered, question).toBe('boolean');
    }
  });

  it('logs every question, without identity for a visitor', async () => {
    const marker = `Comment publier une offre ${randomUUID().slice(0, 8)}`;
    await ask(marker);
    await ask(`${marker} encore`, bearer.worker);
    // The log is written after the answer is sent.
    const { rows } = await until(
      () =>
        db.query<{ role: string; user_id: string | null; source_kind: string | null }>(
          `SELECT role, user_id, source_kind FROM assistant.question_log WHERE question LIKE $1 ORDER BY created_at`,
          [`${marker}%`],
        ),
      (result) => result.rows.length === 2,
    );
    expect(rows.map(({ role, source_kind }) => [role, source_kind])).toEqual([
      ['visitor', 'faq'],
      ['worker', 'faq'],
    ]);
    expect(rows[0]?.user_id).toBeNull();
    expect(rows[1]?.user_id).not.toBeNull();
  });

  it('logs each question of a burst once, asked while others are being written', async () => {
    const marker = randomUUID().slice(0, 8);
    const questions = Array.from({ length: 40 }, (_, i) => `Comment acheter des crédits ${marker} ${i}`);
    await Promise.all(questions.map((question) => ask(question)));
    const { rows } = await until(
      () =>
        db.query<{ question: string }>('SELECT question FROM assistant.question_log WHERE question LIKE $1', [
          `%${marker}%`,
        ]),
      (result) => result.rows.length >= questions.length,
    );
    expect(rows.map(({ question }) => question).sort()).toEqual([...questions].sort());
  });

  it('reads a known word once, and a misspelt or unknown one again once the vocabulary may have grown', async () => {
    const assistant = backend.services.get('assistant') as AppProcess;
    /** The words the assistant has read from its database (its word cache's misses). */
    const wordsRead = async () =>
      metricSample(
        await (await fetch(`${probeUrl(assistant)}/metrics`)).text(),
        'liggeey_reused_answers_total',
        {
          cache: 'assistant-words',
          result: 'miss',
        },
      ) ?? 0;
    await ask('comment acheter des crédits');
    const read = await wordsRead();
    expect(await ask('acheter des crédits, comment ?')).toMatchObject({ answered: true });
    expect(await wordsRead()).toBe(read);

    // 'embrayge' is first read as the nearest known word, 'embrayer': nothing answers.
    const faq = async (question: string, answer: string) => {
      const created = await admin<{ createFaq: { id: string } }>(CREATE_FAQ, {
        i: { question, answer, category: 'Compte' },
      });
      expect(created.errors).toBeUndefined();
      return created.data?.createFaq.id;
    };
    const first = await faq('Comment embrayer en douceur ?', 'Relâchez la pédale lentement.');
    expect(await ask('embrayge voiture')).toMatchObject({ answered: false });
    // A nearer word is learned: read as 'embrayage' once that reading has expired.
    const second = await faq(
      "Que faire si l'embrayage de ma voiture patine ?",
      "Demandez un devis à un mécanicien avant que l'embrayage ne lâche.",
    );
    const answer = await until(
      () => ask('embrayge voiture'),
      ({ answered }) => answered,
      10_000,
    );
    expect(answer.source?.title).toBe("Que faire si l'embrayage de ma voiture patine ?");
    for (const id of [first, second]) {
      expect((await admin<{ deleteFaq: boolean }>(DELETE_FAQ, { id })).data?.deleteFaq).toBe(true);
    }
  });

  it('limits the questions of one account, in French', async () => {
    const { email } = await createRegisteredAccount(
      db,
      { natsUrl: infra.natsUrl, namespace: backend.natsNamespace },
      { type: 'worker', fullName: 'Bavard Sarr', profession: 'Maçon', password: PASSWORD },
    );
    const headers = {
      authorization: `Bearer ${(await signInThroughGateway(backend.gatewayUrl, email, PASSWORD)).accessToken}`,
    };
    for (let i = 0; i < PER_ACCOUNT; i += 1) await ask('Comment modifier mon profil ?', headers);
    const refused = await graphql(backend.gatewayUrl, ASK, { variables: { q: 'encore ?' }, headers });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe(
      "Vous avez posé beaucoup de questions en peu de temps. Patientez une minute avant d'en poser une autre.",
    );
  });

  // Last: it stops the service.
  it('says the service is unavailable when the assistant is down', async () => {
    await backend.services.get('assistant')?.stop();
    const result = await graphql(backend.gatewayUrl, ASK, {
      variables: { q: 'Comment acheter des crédits ?' },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});
