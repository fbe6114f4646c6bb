import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { AnswersRepository, type LoggedQuestion } from './answers.repository.js';

/** Questions written by one statement at most. */
const BATCH = 500;
/** Questions waiting to be written at most: past them (the database down), new ones are not logged. */
const WAITING = 20_000;

/**
 * The question log's writer. A question is written at once when no write is under way; the ones
 * asked meanwhile are written together when it ends: under load, one commit (a flush of the
 * database's journal) for many questions instead of one each, the assistant's largest cost.
 */
@Injectable()
export class QuestionLog implements OnApplicationShutdown {
  private waiting: LoggedQuestion[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly repository: AnswersRepository,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(QuestionLog.name);
  }

  add(question: LoggedQuestion): void {
    if (this.waiting.length >= WAITING) {
      this.logger.warn('question log full; question not logged');
      return;
    }
    this.waiting.push(question);
    this.writing ??= this.write();
  }

  /** What is waiting is written before the process ends. */
  async onApplicationShutdown(): Promise<void> {
    await this.writing;
  }

  private async write(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, BATCH);
      try {
        await this.repository.log(batch);
      } catch (error) {
        this.logger.warn({ err: error, questions: batch.length }, 'questions not logged');
      }
    }
    this.writing = null;
  }
}
