import { PinoLogger } from 'nestjs-pino';
import { z } from 'zod';
import { type AnswerDraft, type AnswerWriter } from './answer-writer.js';

export interface ChatCompletionsOptions {
  /** The API base, e.g. http://127.0.0.1:11434/v1 (Ollama), a vLLM server or a hosted one. */
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

const SYSTEM = [
  "Tu es l'assistant de Liggeey, une plateforme sénégalaise qui met en relation professionnels et employeurs.",
  'Réponds en français, en deux ou trois phrases simples, uniquement avec les informations de l’extrait fourni.',
  "Si l'extrait ne répond pas à la question, recopie-le sans rien ajouter. N'invente jamais de prix, de délai ni de lien.",
].join(' ');

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/**
 * Rewrites the extractive answer with any OpenAI-compatible chat-completions endpoint, from the
 * retrieved text only. Slow (past the timeout), failing or empty: the extractive answer is sent.
 */
export class ChatCompletionsWriter implements AnswerWriter {
  constructor(
    private readonly options: ChatCompletionsOptions,
    private readonly logger: PinoLogger,
  ) {}

  async write(draft: AnswerDraft): Promise<string> {
    try {
      const response = await fetch(`${this.options.url.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          temperature: 0.2,
          max_tokens: 300,
          messages: [
            { role: 'system', content: SYSTEM },
            {
              role: 'user',
              content: `Extrait${draft.sourceTitle ? ` (« ${draft.sourceTitle} »)` : ''} :\n${draft.text}\n\nQuestion : ${draft.question}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const written = completionSchema.parse(await response.json()).choices[0]?.message.content.trim();
      return written || draft.text;
    } catch (error) {
      this.logger.warn({ err: error }, 'answer not rewritten by the model; extractive answer sent');
      return draft.text;
    }
  }
}
