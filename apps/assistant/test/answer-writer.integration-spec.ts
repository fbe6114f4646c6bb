import {
  type Backend,
  type ChatCompletionsStandIn,
  graphql,
  startBackend,
  startChatCompletionsStandIn,
} from '@liggeey/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const ASK = 'mutation($q: String!) { askAssistant(question: $q) { answered text source { kind title } } }';
const FAQ = {
  question: 'Comment acheter des crédits ?',
  answer: 'Choisissez un pack sur « Acheter des crédits » et payez par carte ou mobile money.',
};
const TIMEOUT_MS = 1_000;

/**
 * Issue 15 item 6: a language model behind the AnswerWriter port rewrites answers from the
 * retrieved text only; slow or failing, the extractive answer goes out. Against a local stand-in
 * speaking the chat-completions shape.
 */
describe('answers rewritten by an OpenAI-compatible model', () => {
  let model: ChatCompletionsStandIn;
  let backend: Backend;
  let db: pg.Client;

  const ask = async (q: string) =>
    (
      await graphql<{ askAssistant: { text: string; source: { title: string } } }>(backend.gatewayUrl, ASK, {
        variables: { q },
      })
    ).data?.askAssistant;

  beforeAll(async () => {
    model = await startChatCompletionsStandIn();
    backend = await startBackend(inject('infra'), {
      label: 'assistant_writer',
      services: ['assistant'],
      env: {
        ASSISTANT_LLM_URL: model.url,
        ASSISTANT_LLM_MODEL: 'mistral-7b-fr',
        ASSISTANT_LLM_API_KEY: 'cle-de-test',
        ASSISTANT_LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    await db.query('INSERT INTO assistant.faqs (id, question, answer, category) VALUES ($1, $2, $3, $4)', [
      randomUUID(),
      FAQ.question,
      FAQ.answer,
      'Paiement',
    ]);
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
    await model.stop();
  });

  it('sends the model the question and the retrieved answer, and shows its rewrite', async () => {
    model.behave({
      reply: () => 'Pour acheter des crédits, choisissez un pack puis payez par mobile money.',
    });

    const answer = await ask('comment acheter des credits');

    expect(answer).toMatchObject({
      text: 'Pour acheter des crédits, choisissez un pack puis payez par mobile money.',
      source: { title: FAQ.question },
    });
    const request = model.requests.at(-1);
    expect(request?.authorization).toBe('Bearer cle-de-test');
    expect(request?.body.model).toBe('mistral-7b-fr');
    const prompt = request?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(FAQ.answer);
    expect(prompt).toContain('comment acheter des credits');
    expect(request?.body.messages[0]?.content).toContain('uniquement avec les informations');
  });

  it('sends the extractive answer when the model is too slow or fails', async () => {
    model.behave({ delayMs: TIMEOUT_MS * 3 });
    const started = performance.now();
    expect((await ask('acheter des credits'))?.text).toBe(FAQ.answer);
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);

    model.behave({ delayMs: 0, status: 500 });
    expect((await ask('acheter des crédits svp'))?.text).toBe(FAQ.answer);

    model.behave({ status: 200, reply: () => '   ' });
    expect((await ask('je veux acheter des credits'))?.text).toBe(FAQ.answer);
  });
});
