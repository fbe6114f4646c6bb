import { Args, Field, ID, InputType, ObjectType, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { type Actor, IdentityAuditRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { AdminListInputFields, PageFields, adminListQuery } from '../common/page.types.js';

@ObjectType({ description: 'An admin operation, as the service that carried it out recorded it.' })
export class AdminAuditEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  actorId!: string;

  @Field(() => String, { nullable: true })
  actorEmail!: string | null;

  @Field({ description: 'A code such as user.suspended or job.approved.' })
  action!: string;

  @Field()
  targetType!: string;

  @Field(() => String, { nullable: true })
  targetId!: string | null;

  @Field(() => String, { nullable: true })
  summary!: string | null;

  @Field({ description: 'ISO 8601.' })
  at!: string;
}

@ObjectType()
export class AdminAuditPage extends PageFields {
  @Field(() => [AdminAuditEntry])
  items!: AdminAuditEntry[];
}

export enum AdminAuditSort {
  at = 'at',
}
registerEnumType(AdminAuditSort, { name: 'AdminAuditSort' });

@InputType({ description: 'Newest first; q is found in the summary, the target or the admin e-mail.' })
export class AdminAuditInput extends AdminListInputFields {
  @Field(() => AdminAuditSort, { nullable: true, description: 'at, the only order, by default.' })
  sort?: AdminAuditSort | null;

  @Field(() => String, { nullable: true, description: 'Keeps one kind of action.' })
  action?: string | null;
}

@Resolver()
export class AuditResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('admin')
  @Query(() => AdminAuditPage, { description: 'The back office audit log.' })
  adminAuditLog(
    @Args('input', { type: () => AdminAuditInput, nullable: true }) input: AdminAuditInput | null,
    @CurrentActor() actor: Actor,
  ): Promise<AdminAuditPage> {
    return this.rpc.request(IdentityAuditRpc.list, adminListQuery(input), { actor });
  }
}
