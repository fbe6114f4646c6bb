import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A device (browser) signed in to the account.' })
export class DeviceSession {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Browser and system, e.g. "Chrome 131 · Android 14".' })
  device!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO 3166 country of the sign-in's address, if known.",
  })
  country!: string | null;

  @Field({ description: 'ISO time of the sign-in.' })
  signedInAt!: string;

  @Field({ description: 'ISO time of the last activity (page load or token refresh).' })
  lastSeenAt!: string;

  @Field({ description: 'The device this request comes from.' })
  current!: boolean;
}

@ObjectType()
export class PasswordChangeResult {
  @Field(() => Int, { description: 'Other devices signed out by the change.' })
  endedSessions!: number;
}

@ObjectType({ description: 'The answer to an e-mail change: the same whether or not the address is free.' })
export class EmailChangeRequested {
  @Field({ description: 'What to tell the person (French).' })
  message!: string;
}
