import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'Sign-in rules enforced by the server (admin Security page).' })
export class SecuritySettings {
  @Field(() => Int)
  minPasswordLength!: number;

  @Field({ description: 'Refuse sign-ins for a while after too many failures.' })
  blockFailedLogin!: boolean;

  @Field(() => Int, { description: 'Failures allowed before the delay starts.' })
  failedLoginAttempts!: number;

  @Field(() => Int, { description: "Minutes without activity that end an administrator's session." })
  adminSessionIdleMinutes!: number;

  @Field({ description: 'Administrators confirm each sign-in with an authenticator code (TOTP).' })
  twoFactorAuth!: boolean;
}

@InputType()
export class SecuritySettingsInput {
  @Field(() => Int)
  minPasswordLength!: number;

  @Field()
  blockFailedLogin!: boolean;

  @Field(() => Int)
  failedLoginAttempts!: number;

  @Field(() => Int)
  adminSessionIdleMinutes!: number;

  @Field()
  twoFactorAuth!: boolean;
}

@ObjectType({ description: 'One sign-in attempt, successful or not.' })
export class LoginAttempt {
  @Field(() => ID)
  id!: string;

  @Field()
  email!: string;

  @Field()
  ip!: string;

  @Field(() => String, { nullable: true })
  userAgent!: string | null;

  @Field()
  success!: boolean;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  reason!: string | null;

  @Field()
  createdAt!: string;
}
