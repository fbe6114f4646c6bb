import { Controller, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { type Actor, IdentityRpc, type SignUpFiles, type SignUpRequest } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Public } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { UploadRejected, UploadRejectedFilter } from '../uploads/upload-rejected.js';
import { UPLOAD_RULES, maxBytes } from '../uploads/upload-rules.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { Limited } from '../abuse/limited.decorator.js';

/** The form's file parts, what each one is, and where its URL goes in the sign-up. */
const FILE_PARTS = {
  avatar: { kind: 'avatar', field: 'profilePicUrl' },
  cover: { kind: 'cover', field: 'coverPicUrl' },
  cv: { kind: 'cv', field: 'cvUrl' },
} as const;
type FilePartName = keyof typeof FILE_PARTS;

const TEXT_FIELDS = ['type', 'fullName', 'email', 'password', 'profession'] as const;

const isFilePart = (name: string): name is FilePartName => Object.hasOwn(FILE_PARTS, name);

/**
 * POST /uploads/signup: the sign-up form with its optional pictures and CV (spec §2 /signup), as
 * multipart/form-data. The files are checked and stored first, under the id the account will get,
 * then identity creates the account with their URLs (its `identity.user.registered` carries them to
 * the profile). If anything fails, or the address already has an account, the stored files are
 * removed: a sign-up that creates no account leaves nothing.
 */
@Controller('uploads')
@UseFilters(UploadRejectedFilter)
export class SignUpFormController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly rpc: NatsRpcClient,
  ) {}

  @Public()
  @Limited('signUp')
  @Post('signup')
  @HttpCode(200)
  async signUp(
    @Req() request: FastifyRequest,
    @CurrentActor() actor: Actor | null,
  ): Promise<{ email: string }> {
    if (!request.isMultipart()) throw new UploadRejected(400, 'Veuillez remplir tous les champs.');
    const accountId = randomUUID();
    const fields: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
    const files: SignUpFiles = {};
    const stored: string[] = [];
    try {
      const parts = request.parts({
        limits: {
          fileSize: Math.max(...Object.values(FILE_PARTS).map(({ kind }) => maxBytes(UPLOAD_RULES[kind]))),
          files: Object.keys(FILE_PARTS).length,
          fields: TEXT_FIELDS.length,
          fieldSize: 2_048,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          const name = TEXT_FIELDS.find((field) => field === part.fieldname);
          if (name && typeof part.value === 'string') fields[name] = part.value;
          continue;
        }
        if (!isFilePart(part.fieldname)) throw new UploadRejected(400, 'Fichier inattendu.');
        const { kind, field } = FILE_PARTS[part.fieldname];
        const { url } = await this.uploads.store(accountId, kind, part);
        stored.push(url);
        files[field] = url;
      }
      if (files.cvUrl && fields.type !== 'worker') {
        throw new UploadRejected(400, 'Seuls les professionnels peuvent déposer un CV.');
      }
      // The contract validates the fields (role, e-mail shape, lengths) before anything is sent.
      const signUp = { ...fields, profession: fields.profession || undefined, accountId, files };
      const { email, created } = await this.rpc.request(IdentityRpc.signUp, signUp as SignUpRequest, {
        actor,
      });
      // An address with an account already: the same answer as for a new one (its owner is
      // e-mailed instead), and the files stored for an account that will not exist are removed.
      if (!created) await Promise.all(stored.map((url) => this.uploads.removeQuietly(url)));
      return { email };
    } catch (error) {
      await Promise.all(stored.map((url) => this.uploads.removeQuietly(url)));
      throw error;
    }
  }
}
