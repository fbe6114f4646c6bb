import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AdminListInputFields, PageFields } from '../common/page.types.js';

export enum AdminUsersSort {
  createdAt = 'createdAt',
  fullName = 'fullName',
  type = 'type',
}
registerEnumType(AdminUsersSort, { name: 'AdminUsersSort' });

@ObjectType({ description: 'A row of the back office Users page: the profile with its account.' })
export class AdminUser {
  @Field(() => ID)
  id!: string;

  @Field()
  fullName!: string;

  @Field({ description: 'worker, employer or admin' })
  type!: string;

  @Field(() => String, { nullable: true })
  profession!: string | null;

  @Field(() => String, { nullable: true })
  profilePicUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'From identity; null if identity did not answer.' })
  email!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'pending, active or suspended; null if identity did not answer.',
  })
  status!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Credit balance from the ledger; null if it did not answer.',
  })
  credits!: number | null;

  @Field()
  verified!: boolean;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@InputType()
export class AdminUserUpdateInput {
  @Field(() => String, { nullable: true })
  fullName?: string | null;

  @Field(() => String, { nullable: true })
  profession?: string | null;

  @Field(() => Boolean, { nullable: true })
  verified?: boolean | null;
}

@InputType({ description: '/admin/users: newest first by default; q matches name, profession or e-mail.' })
export class AdminUsersInput extends AdminListInputFields {
  @Field(() => AdminUsersSort, { nullable: true, description: 'createdAt by default.' })
  sort?: AdminUsersSort | null;
}

@ObjectType()
export class AdminUsersPage extends PageFields {
  @Field(() => [AdminUser])
  items!: AdminUser[];
}
