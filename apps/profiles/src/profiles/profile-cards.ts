import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, ReusedAnswers } from '@liggeey/service-kit';
import { type ProfilesConfig } from '../config/profiles-config.js';
import { type ProfileRow } from './profile-view.js';
import { ProfilesRepository } from './profiles.repository.js';

/**
 * The rows of a page of listed profiles (a search's or the directory's), read for nobody in
 * particular and reused SEARCH_CARDS_TTL_MS by the page's ids in order: a search employers repeat
 * then reads no row. What depends on the viewer (contact, CV, followed) is applied per request.
 * Forgotten at once when an owner changes their profile through this instance.
 */
@Injectable()
export class ProfileCards {
  private readonly pages: ReusedAnswers<ProfileRow[]>;

  constructor(
    private readonly profiles: ProfilesRepository,
    @Inject(APP_CONFIG) config: ProfilesConfig,
  ) {
    this.pages = new ReusedAnswers('profile-cards', config.SEARCH_CARDS_TTL_MS, 5_000);
  }

  /** The listed ones of `ids` (a profile deleted or hidden since is left out), in no given order. */
  rows(ids: readonly string[]): Promise<readonly ProfileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.pages.get(ids.join(','), () => this.profiles.findRows(ids, null));
  }

  forget(): void {
    this.pages.forget();
  }
}
