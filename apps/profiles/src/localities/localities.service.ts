import { Injectable } from '@nestjs/common';
import { type LocalityDto, localityLabel } from '@liggeey/contracts';
import { LocalitiesRepository } from './localities.repository.js';

/** French alphabetical order ('Kédougou' before 'Keur Massar'), whatever the database collation. */
const FRENCH = new Intl.Collator('fr');

/** The reference list of localities; coordinates stay inside the service. */
@Injectable()
export class LocalitiesService {
  constructor(private readonly localities: LocalitiesRepository) {}

  /** By town, then name. */
  async list(): Promise<LocalityDto[]> {
    const localities = await this.localities.all();
    return localities
      .map(({ id, name, city }) => ({ id, name, city, label: localityLabel(name, city) }))
      .sort((a, b) => FRENCH.compare(a.city, b.city) || FRENCH.compare(a.name, b.name));
  }
}
