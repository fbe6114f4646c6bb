import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { ErrorCode } from '@liggeey/contracts';
import { type FastifyReply } from 'fastify';

export const UPLOAD_MESSAGES = {
  missing: 'Veuillez joindre un fichier.',
  type: 'Type de fichier non accepté.',
  tooLarge: (megabytes: number) => `Le fichier dépasse la taille maximale de ${megabytes} Mo.`,
} as const;

/** A refused file: answered with its own status (400, 413, 415) and a French message. */
export class UploadRejected extends Error {
  override readonly name = 'UploadRejected';

  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Writes an `UploadRejected` like the gateway's REST errors: `{ code, message }`. */
@Catch(UploadRejected)
export class UploadRejectedFilter implements ExceptionFilter {
  catch(exception: UploadRejected, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply
      .status(exception.status)
      .send({ code: ErrorCode.ValidationFailed, message: exception.message });
  }
}
