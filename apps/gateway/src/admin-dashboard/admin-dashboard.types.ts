import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'Figures of the back office dashboard; a figure is null when its service did not answer.',
})
export class AdminDashboard {
  @Field(() => Int, { nullable: true })
  workers!: number | null;

  @Field(() => Int, { nullable: true })
  employers!: number | null;

  @Field(() => Int, { nullable: true })
  admins!: number | null;

  @Field(() => Int, { nullable: true, description: 'Every job offer, active or not.' })
  jobs!: number | null;

  @Field(() => Int, { nullable: true, description: 'Store products that are not credit packs.' })
  products!: number | null;

  @Field(() => Int, { nullable: true, description: 'Money received from settled payments, in F CFA.' })
  revenueXof!: number | null;
}
