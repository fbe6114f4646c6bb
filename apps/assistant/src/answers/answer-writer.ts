/** What an answer is written from: the question and the retrieved text it must stay within. */
export interface AnswerDraft {
  question: string;
  /** The extractive answer: the FAQ answer or the passage. */
  text: string;
  /** The FAQ question or the document title. */
  sourceTitle: string | null;
}

/**
 * The port the answers go through before they are sent. Extractive by default (the retrieved
 * text as it is); a language model may rewrite it, never required.
 */
export interface AnswerWriter {
  write(draft: AnswerDraft): Promise<string>;
}

export const ANSWER_WRITER = Symbol('ANSWER_WRITER');

export class ExtractiveWriter implements AnswerWriter {
  write({ text }: AnswerDraft): Promise<string> {
    return Promise.resolve(text);
  }
}
