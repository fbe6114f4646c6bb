import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGraphqlFetch, type MockHandlers } from '../../admin/testing/graphql-fetch-mock';
import { fakeAuthClient, userOfType } from '../../session/testing/fake-auth-client';
import { renderApp } from '../../session/testing/render-app';

const MY_JOBS = [
  {
    id: 'j1',
    title: 'Maçon qualifié',
    category: 'BTP',
    contractType: 'CDD',
    location: 'Rufisque',
    salary: null,
    isActive: true,
    createdAt: '2026-10-01T10:00:00.000Z',
    applicationCount: 2,
  },
];

const APPLICATIONS = [
  {
    id: 'a1',
    jobId: 'j1',
    workerId: 'w1',
    message: 'Disponible dès lundi.',
    status: 'PENDING',
    canReview: false,
    createdAt: '2026-10-02T10:00:00.000Z',
    worker: { id: 'w1', fullName: 'Moussa Diop', profession: 'Maçon' },
  },
  {
    id: 'a2',
    jobId: 'j1',
    workerId: 'w2',
    message: null,
    status: 'DECLINED',
    canReview: false,
    createdAt: '2026-10-03T10:00:00.000Z',
    worker: { id: 'w2', fullName: 'Ibrahima Fall', profession: null },
  },
];

let handlers: MockHandlers;
let stub: ReturnType<typeof stubGraphqlFetch>;

beforeEach(() => {
  handlers = {
    Jobs: () => ({ data: { jobs: { total: 0, page: 1, pageSize: 20, items: [] } } }),
    MyJobs: () => ({ data: { myJobs: MY_JOBS } }),
    JobApplications: () => ({ data: { jobApplications: APPLICATIONS } }),
    SetApplicationStatus: (variables) => ({
      data: {
        setApplicationStatus: {
          id: variables?.id,
          status: variables?.status,
          canReview: variables?.status === 'ACCEPTED',
        },
      },
    }),
    AddJobReview: () => ({ data: { addReview: { id: 'r1' } } }),
    CreateJob: () => ({ data: { createJob: { id: 'j2' } } }),
  };
  stub = stubGraphqlFetch(handlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openJobs(path = '/jobs') {
  const router = renderApp(path, fakeAuthClient(userOfType('employer')));
  await screen.findByRole('heading', { level: 1, name: "Offres d'emploi" }, { timeout: 5000 });
  return { router, user: userEvent.setup() };
}

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(within(screen.getByRole('dialog')).getByLabelText(label));
  const found = await waitFor(() => {
    const element = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
    if (!element) throw new Error(`option ${option} absente`);
    return element;
  });
  await user.click(found);
}

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(within(screen.getByRole('dialog')).getByLabelText(label));
  await user.paste(text);
}

describe('/jobs for an employer', () => {
  it("publishes an offer: required fields, 'Publication en cours...', success toast and a refreshed list", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = stub.fetchMock.getMockImplementation();
    if (!answer) throw new Error('fetch non simulé');
    stub.fetchMock.mockImplementation(async (url, init) => {
      if (typeof init?.body === 'string' && init.body.includes('mutation CreateJob')) await answered;
      return answer(url, init);
    });
    const { user } = await openJobs();
    expect(screen.queryByRole('button', { name: /Postuler/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publier une offre' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: "Publier l'offre" }));
    expect(await within(dialog).findByText('Veuillez saisir le titre du poste.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez choisir une catégorie.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez choisir un type de contrat.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez saisir le lieu.')).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez saisir la description du poste.')).toBeInTheDocument();
    expect(stub.sent('CreateJob')).toHaveLength(0);

    await fill(user, 'Titre du poste', ' Plombier ');
    await choose(user, 'Catégorie', 'BTP');
    await choose(user, 'Type de contrat', 'Stage');
    await fill(user, 'Lieu', 'Dakar');
    await fill(user, 'Description', 'Installation sanitaire.');
    const jobsRequests = stub.sent('Jobs').length;
    await user.click(within(dialog).getByRole('button', { name: "Publier l'offre" }));

    expect(
      await within(dialog).findByRole('button', { name: /Publication en cours\.\.\./ }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByText('Annonce publiée avec succès !')).toBeInTheDocument();
    expect(screen.getByText("Votre nouvelle offre d'emploi est maintenant en ligne.")).toBeInTheDocument();
    expect(stub.sent('CreateJob').map((request) => request.variables)).toEqual([
      {
        input: {
          title: 'Plombier',
          category: 'BTP',
          contractType: 'Stage',
          location: 'Dakar',
          salary: null,
          description: 'Installation sanitaire.',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(stub.sent('Jobs').length).toBeGreaterThan(jobsRequests));
  });

  it("says 'Votre annonce n'a pas pu être publiée.' when the server refuses the offer", async () => {
    handlers.CreateJob = () => ({ error: { message: 'Erreur interne.', code: 'INTERNAL' } });
    const { user } = await openJobs();

    await user.click(screen.getByRole('button', { name: 'Publier une offre' }));
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await fill(user, 'Titre du poste', 'Plombier');
    await choose(user, 'Catégorie', 'Autre');
    await choose(user, 'Type de contrat', 'CDI');
    await fill(user, 'Lieu', 'Dakar');
    await fill(user, 'Salaire (facultatif)', '200 000 F CFA');
    await fill(user, 'Description', 'Installation sanitaire.');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: "Publier l'offre" }));

    expect(await screen.findByText("Votre annonce n'a pas pu être publiée.")).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(stub.sent('CreateJob')[0]?.variables?.input).toMatchObject({ salary: '200 000 F CFA' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists its offers, opens the applicants, accepts one and leaves a review', async () => {
    const { user } = await openJobs('/jobs?tab=mes-offres');

    const offers = await screen.findByRole('list', { name: 'Mes offres' }, { timeout: 5000 });
    expect(within(offers).getByText('Maçon qualifié')).toBeInTheDocument();
    expect(within(offers).getByText('Active')).toBeInTheDocument();
    expect(within(offers).getByText('2 candidatures')).toBeInTheDocument();
    await user.click(within(offers).getByRole('button', { name: 'Voir les candidatures : Maçon qualifié' }));

    const applicants = await screen.findByRole('list', { name: 'Candidatures' });
    const moussa = within(applicants).getByRole('listitem', { name: 'Moussa Diop' });
    expect(within(moussa).getByRole('link', { name: 'Moussa Diop' })).toHaveAttribute('href', '/profiles/w1');
    expect(within(moussa).getByText('Maçon')).toBeInTheDocument();
    expect(within(moussa).getByText('Disponible dès lundi.')).toBeInTheDocument();
    expect(within(moussa).getByText('En attente')).toBeInTheDocument();
    const ibrahima = within(applicants).getByRole('listitem', { name: 'Ibrahima Fall' });
    expect(within(ibrahima).getByText('Refusée')).toBeInTheDocument();
    expect(within(ibrahima).queryByRole('button', { name: /^Refuser/ })).not.toBeInTheDocument();
    expect(within(moussa).queryByRole('button', { name: /^Laisser un avis/ })).not.toBeInTheDocument();

    await user.click(within(moussa).getByRole('button', { name: 'Accepter : Moussa Diop' }));

    expect(await within(moussa).findByText('Acceptée')).toBeInTheDocument();
    expect(stub.sent('SetApplicationStatus').map((request) => request.variables)).toEqual([
      { id: 'a1', status: 'ACCEPTED' },
    ]);
    await user.click(within(moussa).getByRole('button', { name: 'Laisser un avis : Moussa Diop' }));
    // The review dialog opens over the applicants' one (antd names both 'test-id' under test).
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const [, review = document.body] = screen.getAllByRole('dialog');
    expect(within(review).getByText('Laisser un avis sur Moussa Diop')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: "Envoyer l'avis" }));
    expect(await within(review).findByText('Veuillez choisir une note de 1 à 5.')).toBeInTheDocument();
    await user.click(within(review).getByRole('radio', { name: '4 sur 5' }));
    await user.click(within(review).getByLabelText('Commentaire (facultatif)'));
    await user.paste('Travail soigné.');
    await user.click(within(review).getByRole('button', { name: "Envoyer l'avis" }));

    expect(await screen.findByText('Merci pour votre avis !')).toBeInTheDocument();
    expect(stub.sent('AddJobReview').map((request) => request.variables)).toEqual([
      { input: { workerId: 'w1', jobId: 'j1', rating: 4, comment: 'Travail soigné.' } },
    ]);
    await waitFor(() =>
      expect(within(moussa).queryByRole('button', { name: /^Laisser un avis/ })).not.toBeInTheDocument(),
    );
  });

  it('shortlists and declines applicants', async () => {
    const { user } = await openJobs('/jobs?tab=mes-offres');

    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Voir les candidatures : Maçon qualifié' },
        { timeout: 5000 },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Présélectionner : Moussa Diop' }));
    expect(await screen.findByText('Présélectionnée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuser : Moussa Diop' }));
    await waitFor(() =>
      expect(stub.sent('SetApplicationStatus').map((request) => request.variables)).toEqual([
        { id: 'a1', status: 'SHORTLISTED' },
        { id: 'a1', status: 'DECLINED' },
      ]),
    );
  });
});
