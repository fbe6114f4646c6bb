import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'State of one back-end service, as seen from the gateway.' })
export class ServiceHealth {
  @Field()
  name!: string;

  @Field({ description: '`ok` when the service answered and reached its database, else `down`.' })
  status!: 'ok' | 'down';

  @Field(() => Int, { nullable: true, description: 'Round trip through NATS, in milliseconds.' })
  latencyMs?: number;

  @Field({ nullable: true, description: 'Why the service is down.' })
  error?: string;
}

@ObjectType()
export class Health {
  @Field({ description: '`ok` when every service is ok, else `degraded`.' })
  status!: 'ok' | 'degraded';

  @Field(() => [ServiceHealth])
  services!: ServiceHealth[];
}
