import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { PageFields } from '../common/page.types.js';
import {
  WORKER_AVAILABILITIES,
  WORKER_SORTS,
  type WorkerAvailability as WorkerAvailabilityValue,
  type WorkerSort as WorkerSortValue,
} from '@liggeey/contracts';

const WorkerAvailability = Object.fromEntries(WORKER_AVAILABILITIES.map((value) => [value, value])) as {
  [K in WorkerAvailabilityValue]: K;
};
registerEnumType(WorkerAvailability, { name: 'WorkerAvailability' });

const WorkerSort = Object.fromEntries(WORKER_SORTS.map((value) => [value, value])) as {
  [K in WorkerSortValue]: K;
};
registerEnumType(WorkerSort, { name: 'WorkerSort' });

@ObjectType({
  description: 'A town or neighbourhood of Senegal (reference data with coordinates, not exposed).',
})
export class Locality {
  @Field(() => ID)
  id!: string;

  @Field({ description: "e.g. 'Médina'" })
  name!: string;

  @Field({ description: "The town it belongs to, e.g. 'Dakar' (equals name for a town)." })
  city!: string;

  @Field({ description: "'Médina, Dakar' or 'Thiès'" })
  label!: string;
}

@ObjectType({
  description: 'Phone, e-mail and street address: returned only to employer viewers and to the owner.',
})
export class ProfileContact {
  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;
}

@ObjectType()
export class Profile {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field({ description: 'worker, employer or admin' })
  type!: string;

  @Field(() => String, { nullable: true })
  profession!: string | null;

  @Field(() => String, { nullable: true })
  category!: string | null;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field(() => String, { nullable: true })
  coverPicUrl!: string | null;

  @Field(() => String, { nullable: true })
  cvUrl!: string | null;

  @Field()
  available!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'When an unavailable worker is free again (ISO date), if they said so.',
  })
  availableFrom!: string | null;

  @Field()
  verified!: boolean;

  @Field(() => Int, { nullable: true, description: 'Hourly price in F CFA.' })
  price!: number | null;

  @Field(() => Float, { nullable: true, description: 'Mean of the reviews (1-5), null without reviews.' })
  rating!: number | null;

  @Field(() => Int)
  reviewCount!: number;

  @Field(() => Int)
  followerCount!: number;

  @Field({ description: 'Whether the viewer follows this profile.' })
  followedByMe!: boolean;

  @Field(() => Locality, { nullable: true })
  locality!: Locality | null;

  @Field({ description: "An active boost: shown first and marked 'Sponsorisé'." })
  boosted!: boolean;

  @Field(() => ProfileContact, {
    nullable: true,
    description: 'Null unless the viewer is an employer or the owner.',
  })
  contact!: ProfileContact | null;

  @Field(() => Float, {
    nullable: true,
    description: "Distance in km from the search's reference locality (searches with a locality only).",
  })
  distanceKm!: number | null;

  @Field()
  createdAt!: string;
}

@InputType()
export class WorkerSearchInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Free text: French full-text on name, profession, category, description; trigram on name/profession.',
  })
  q?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Exact profession (case-insensitive), e.g. from /metiers.',
  })
  profession?: string | null;

  @Field(() => Int, { nullable: true })
  maxPrice?: number | null;

  @Field(() => ID, {
    nullable: true,
    description: "Reference point for distance and PROXIMITY; defaults to the viewer's own locality.",
  })
  localityId?: string | null;

  @Field(() => Int, { nullable: true, description: '5, 10 or 25' })
  distanceKm?: number | null;

  @Field(() => WorkerAvailability, { nullable: true })
  availability?: WorkerAvailabilityValue | null;

  @Field(() => WorkerSort, { nullable: true, defaultValue: 'RELEVANCE' })
  sort?: WorkerSortValue | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 12, description: 'At most 48.' })
  pageSize?: number | null;
}

@ObjectType()
export class WorkerSearchResult extends PageFields {
  @Field(() => Boolean, { description: 'More profiles match than `total`, where the count stopped.' })
  totalCapped!: boolean;

  @Field(() => [Profile], { description: 'Boosted profiles first, then the chosen order.' })
  items!: Profile[];
}

@InputType()
export class ProfileUpdateInput {
  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  profession?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => ID, { nullable: true })
  localityId?: string | null;

  @Field(() => Boolean, { nullable: true })
  available?: boolean | null;

  @Field(() => String, { nullable: true, description: 'ISO date or null' })
  availableFrom?: string | null;

  @Field(() => Int, { nullable: true })
  price?: number | null;
}
