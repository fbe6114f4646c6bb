import { type BrowserContext } from 'playwright-core';

const pending: Promise<string | undefined>[] = [];

/**
 * Records the GraphQL requests of the web app that the gateway refuses before running them: a 400
 * whose errors carry no code of ours, i.e. graphql-js' validation (an unknown field, a variable
 * that does not fit its type). Those are the app's bugs, whatever the test was looking at.
 */
export function watchRefusedDocuments(context: BrowserContext): void {
  context.on('response', (response) => {
    if (response.status() !== 400 || !response.url().endsWith('/graphql')) return;
    pending.push(
      response
        .text()
        .then((body) => {
          const { errors = [] } = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
          if (errors.length === 0 || errors.some((error) => error.extensions?.code)) return undefined;
          return `sent ${(response.request().postData() ?? '').slice(0, 300)}\nanswered ${body.slice(0, 300)}`;
        })
        // A page closed before its answer was read has nothing to say.
        .catch(() => undefined),
    );
  });
}

/** The refusals recorded since the last call. */
export async function takeRefusedDocuments(): Promise<string[]> {
  const answers = await Promise.all(pending.splice(0));
  return answers.filter((refusal) => refusal !== undefined);
}
