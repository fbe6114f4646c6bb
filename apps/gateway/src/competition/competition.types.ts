import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { type CompetitionContentInput as CompetitionContentInputDto } from '@liggeey/contracts';

@ObjectType({ description: "A member's place in a month's competition." })
export class CompetitionEntry {
  @Field(() => Int, { description: 'From 1; ties go to who reached the score first, then by name.' })
  rank!: number;

  @Field(() => ID)
  memberId!: string;

  @Field()
  fullName!: string;

  @Field({ description: 'worker or employer' })
  type!: string;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field(() => Int)
  score!: number;
}

@ObjectType({ description: 'The prizes (first to third) and participation tips, edited by admins.' })
export class CompetitionContent {
  @Field(() => [String])
  prizes!: string[];

  @Field(() => [String])
  tips!: string[];
}

@ObjectType({ description: 'The monthly competition (/dashboard/competition).' })
export class Competition {
  @Field({ description: 'YYYY-MM, Africa/Dakar time.' })
  month!: string;

  @Field({ description: 'True for a past month, whose standings were frozen at its end.' })
  frozen!: boolean;

  @Field(() => [String], { description: 'The current month, then the frozen months, newest first.' })
  months!: string[];

  @Field(() => [CompetitionEntry], { description: 'The top ten, in rank order.' })
  top!: CompetitionEntry[];

  @Field(() => CompetitionEntry, {
    nullable: true,
    description: "The viewer's own entry; null without points that month.",
  })
  me!: CompetitionEntry | null;

  @Field(() => CompetitionContent)
  content!: CompetitionContent;
}

@InputType()
export class CompetitionContentInput implements CompetitionContentInputDto {
  @Field(() => [String], { description: 'First, second and third prize.' })
  prizes!: string[];

  @Field(() => [String])
  tips!: string[];
}
