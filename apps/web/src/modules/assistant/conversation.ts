import { GraphQLRequestError, graphqlRequest } from '../../shared/graphql/client';
import { AskAssistantMutation } from './graphql/ask-assistant.mutation';

export const ASSISTANT_FAILURE_MESSAGE = 'Désolé, une erreur est survenue. Veuillez réessayer plus tard.';

export interface AnswerSource {
  kind: 'knowledge' | 'faq' | 'document';
  title: string | null;
  link: string | null;
}

export type ChatMessage =
  | { id: string; from: 'person'; text: string }
  | {
      id: string;
      from: 'assistant';
      text: string;
      source: AnswerSource | null;
      related: string[];
      /** The rephrase suggestion or a failure: shown as a notice. */
      answered: boolean;
    };

/** The conversation lasts as long as the tab: a reload or another page keeps it. */
const STORAGE_KEY = 'liggeey.assistant.conversation';
/** Older messages go: the tab's storage is small and a phone screen shows a few anyway. */
const KEPT_MESSAGES = 40;

export function storedConversation(): ChatMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export function storeConversation(messages: readonly ChatMessage[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-KEPT_MESSAGES)));
  } catch {
    // A full or disabled storage only loses the conversation on the next page.
  }
}

/** The assistant's reply to a question; a failure becomes a message of its own, in French. */
export async function reply(question: string): Promise<ChatMessage> {
  const id = crypto.randomUUID();
  try {
    const { askAssistant } = await graphqlRequest(AskAssistantMutation, { question });
    return { id, from: 'assistant', ...askAssistant, source: askAssistant.source ?? null };
  } catch (error) {
    // Too many questions, or a question too long: the server's own French text says why.
    const told =
      error instanceof GraphQLRequestError &&
      (error.code === 'RATE_LIMITED' || error.code === 'VALIDATION_FAILED');
    const text = told ? error.message : ASSISTANT_FAILURE_MESSAGE;
    return { id, from: 'assistant', text, source: null, related: [], answered: false };
  }
}
