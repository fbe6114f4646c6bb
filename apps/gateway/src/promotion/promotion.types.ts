import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A boost of a job offer or a profile, paid by its owner or offered by an admin.' })
export class AdminBoost {
  @Field(() => ID)
  id!: string;

  @Field({ description: "What is boosted: 'job' or 'profile'." })
  kind!: string;

  @Field(() => ID)
  itemId!: string;

  @Field(() => String, {
    nullable: true,
    description: "The offer's title or the profile's name; null once deleted.",
  })
  itemLabel!: string | null;

  @Field(() => String, { nullable: true, description: 'Who paid; null for a boost offered by an admin.' })
  paidByName!: string | null;

  @Field()
  grantedByAdmin!: boolean;

  @Field(() => Int, { description: 'Credits spent: 0 for an admin boost.' })
  credits!: number;

  @Field({ description: 'ISO 8601.' })
  startedAt!: string;

  @Field({ description: 'ISO 8601: the planned end, or the early end.' })
  endsAt!: string;

  @Field(() => String, { nullable: true })
  endedEarlyAt!: string | null;

  @Field()
  active!: boolean;
}

@ObjectType()
export class AdminBoostPage {
  @Field(() => Int)
  total!: number;

  @Field(() => [AdminBoost])
  items!: AdminBoost[];
}

@ObjectType()
export class GrantedBoost {
  @Field({ description: 'End of the boost (ISO date-time).' })
  boostedUntil!: string;
}

@ObjectType({
  description:
    'An external campaign (Facebook, WhatsApp, radio, affichage, autre) for an offer, a profile or a product.',
})
export class PromotionCampaign {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field({ description: 'facebook, whatsapp, radio, affichage or autre.' })
  channel!: string;

  @Field(() => Int, { description: 'F CFA.' })
  budgetFcfa!: number;

  @Field({ description: 'First day, YYYY-MM-DD (UTC).' })
  startsOn!: string;

  @Field({ description: 'Last day included, YYYY-MM-DD (UTC).' })
  endsOn!: string;

  @Field({ description: "What is promoted: 'job', 'profile' or 'product'." })
  itemType!: string;

  @Field(() => ID)
  itemId!: string;

  @Field(() => String, {
    nullable: true,
    description: "The offer's title, the profile's or the product's name.",
  })
  itemLabel!: string | null;

  @Field({ description: "From the dates: 'scheduled', 'active' ('Actif') or 'ended' ('Terminée')." })
  status!: string;

  @Field()
  createdAt!: string;
}

@InputType()
export class PromotionCampaignInput {
  @Field()
  name!: string;

  @Field({ description: 'facebook, whatsapp, radio, affichage or autre.' })
  channel!: string;

  @Field(() => Int, { description: 'F CFA.' })
  budgetFcfa!: number;

  @Field({ description: 'YYYY-MM-DD.' })
  startsOn!: string;

  @Field({ description: 'YYYY-MM-DD, the start day or later.' })
  endsOn!: string;

  @Field({ description: "'job', 'profile' (a worker's) or 'product' (a digital product)." })
  itemType!: string;

  @Field(() => ID, { description: 'The promoted offer, profile or product.' })
  itemId!: string;
}

@ObjectType({ description: 'Impressions and clicks of one sponsored item on one UTC day.' })
export class PromotionDayStat {
  @Field()
  day!: string;

  @Field({ description: "'job', 'profile' or 'product'." })
  itemType!: string;

  @Field(() => ID)
  itemId!: string;

  @Field(() => String, { nullable: true })
  itemLabel!: string | null;

  @Field(() => Int)
  impressions!: number;

  @Field(() => Int)
  clicks!: number;
}
