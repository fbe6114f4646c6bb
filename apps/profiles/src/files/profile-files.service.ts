import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ErrorCode,
  PRIVATE_FILE_PREFIX,
  type ProfileFileKind,
  ProfilesEvents,
} from '@liggeey/contracts';
import { DomainException, EventPublisher } from '@liggeey/service-kit';
import { ProfileCards } from '../profiles/profile-cards.js';
import { PROFILE_NOT_FOUND_MESSAGE, readsCv } from '../profiles/profile-view.js';
import { ProfilesRepository } from '../profiles/profiles.repository.js';
import { ProfileFilesRepository, storedUrl } from './profile-files.repository.js';

const ATTEMPTS = 5;

/** Stores the URLs of the files the gateway uploaded for a profile (picture, cover, CV). */
@Injectable()
export class ProfileFilesService {
  constructor(
    private readonly files: ProfileFilesRepository,
    private readonly profiles: ProfilesRepository,
    private readonly events: EventPublisher,
    private readonly cards: ProfileCards,
  ) {}

  /** The CV's private key for its owner, employers and admins; a hidden profile has none to show. */
  async cvKey(actor: Actor | null, profileId: string): Promise<{ key: string }> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (!readsCv(actor, profileId)) {
      throw new DomainException(ErrorCode.Forbidden, 'Seuls les employeurs peuvent consulter ce CV.');
    }
    const [row] = await this.profiles.findRows([profileId], actor);
    if (!row) throw new DomainException(ErrorCode.NotFound, PROFILE_NOT_FOUND_MESSAGE);
    if (!row.cv_url?.startsWith(PRIVATE_FILE_PREFIX)) {
      throw new DomainException(ErrorCode.NotFound, 'Aucun CV pour ce profil.');
    }
    return { key: row.cv_url.slice(PRIVATE_FILE_PREFIX.length) };
  }

  /** Services only (the gateway's move of public CVs): no person reaches these. */
  publicCvs(
    actor: Actor | null,
    after: string | null,
    limit: number,
  ): Promise<{ profileId: string; url: string }[]> {
    if (actor) throw new DomainException(ErrorCode.Forbidden);
    return this.files.publicCvs(after, limit);
  }

  /** Records the CV's private copy unless it changed meanwhile; a replay finds it already there. */
  async moveCv(
    actor: Actor | null,
    profileId: string,
    from: string,
    to: string,
  ): Promise<{ moved: boolean }> {
    if (actor) throw new DomainException(ErrorCode.Forbidden);
    if (await this.files.replace(profileId, 'cv', from, to)) return { moved: true };
    const profile = await this.files.find(profileId);
    return { moved: profile?.cvUrl === to };
  }

  /** Answers the replaced URL, whose file the caller removes (spec §4). */
  async set(
    actor: Actor | null,
    kind: ProfileFileKind,
    url: string,
  ): Promise<{ previousUrl: string | null }> {
    if (!actor) throw new DomainException(ErrorCode.Unauthenticated);
    if (kind === 'cv' && actor.type !== 'worker') {
      throw new DomainException(ErrorCode.Forbidden, 'Seuls les professionnels peuvent déposer un CV.');
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const profile = await this.files.find(actor.id);
      if (!profile) throw new DomainException(ErrorCode.NotFound, 'Profil introuvable');
      const previousUrl = storedUrl(profile, kind);
      if (await this.files.replace(actor.id, kind, previousUrl, url)) {
        this.cards.forget();
        if (kind === 'avatar') {
          await this.events.publish(
            ProfilesEvents.profileUpdated,
            { userId: profile.id, fullName: profile.fullName, type: profile.type, profilePicUrl: url },
            `profile-picture-${profile.id}-${url}`,
          );
        }
        return { previousUrl };
      }
    }
    throw new DomainException(ErrorCode.Conflict, "Votre image n'a pas pu être sauvegardée.");
  }
}
