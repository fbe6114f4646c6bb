import { type IncomingMessage, type Server, createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

/** How the stand-in answers the next requests: a reply, a delay, or a server error. */
export interface ChatBehaviour {
  reply: (request: ChatRequest) => string;
  delayMs: number;
  status: number;
}

export interface ChatCompletionsStandIn {
  /** The base URL (`…/v1`) to give as ASSISTANT_LLM_URL. */
  readonly url: string;
  readonly requests: ChatRequest[];
  behave(change: Partial<ChatBehaviour>): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small local server speaking the OpenAI chat-completions shape (POST /v1/chat/completions), as
 * Ollama, vLLM or a hosted model do: it records what it is asked and answers as told, so tests of
 * the assistant need no model.
 */
export async function startChatCompletionsStandIn(): Promise<ChatCompletionsStandIn> {
  const requests: ChatRequest[] = [];
  const behaviour: ChatBehaviour = { reply: () => 'Réponse réécrite.', delayMs: 0, status: 200 };
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const recorded: ChatRequest = {
        authorization: request.headers.authorization,
        body: JSON.parse(await readBody(request)) as ChatRequest['body'],
      };
      requests.push(recorded);
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      if (response.destroyed) return;
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          behaviour.status === 200
            ? { choices: [{ index: 0, message: { role: 'assistant', content: behaviour.reply(recorded) } }] }
            : { error: { message: 'indisponible' } },
        ),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (change) => Object.assign(behaviour, change),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
