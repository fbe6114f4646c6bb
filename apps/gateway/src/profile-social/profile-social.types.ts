import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import {
  PORTFOLIO_ITEM_TYPES,
  type PortfolioItemInputDto,
  type PortfolioItemType as PortfolioItemTypeValue,
} from '@liggeey/contracts';

const PortfolioItemType = Object.fromEntries(PORTFOLIO_ITEM_TYPES.map((value) => [value, value])) as {
  [K in PortfolioItemTypeValue]: K;
};
registerEnumType(PortfolioItemType, { name: 'PortfolioItemType' });

@ObjectType({ description: "An employer's rating of a worker for one job (spec §2, Avis tab)." })
export class Review {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  workerId!: string;

  @Field(() => ID, { nullable: true, description: "Null once the employer's account is deleted." })
  employerId!: string | null;

  @Field({ description: "'Utilisateur supprimé' once the employer's account is deleted." })
  employerName!: string;

  @Field(() => ID)
  jobId!: string;

  @Field()
  jobTitle!: string;

  @Field(() => Int, { description: '1 to 5' })
  rating!: number;

  @Field(() => String, { nullable: true })
  comment!: string | null;

  @Field()
  createdAt!: string;
}

@ObjectType({ description: "A piece of a worker's portfolio (Réalisations)." })
export class PortfolioItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ownerId!: string;

  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => PortfolioItemType)
  type!: PortfolioItemTypeValue;

  @Field({ description: 'Public URL of the uploaded file (see POST /uploads/portfolio).' })
  fileUrl!: string;

  @Field()
  createdAt!: string;
}

@InputType()
export class ReviewInput {
  @Field(() => ID)
  workerId!: string;

  @Field(() => ID)
  jobId!: string;

  @Field(() => Int)
  rating!: number;

  @Field(() => String, { nullable: true })
  comment?: string | null;
}

@InputType()
export class PortfolioItemInput implements PortfolioItemInputDto {
  @Field()
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => PortfolioItemType)
  type!: PortfolioItemTypeValue;

  @Field()
  fileUrl!: string;
}
