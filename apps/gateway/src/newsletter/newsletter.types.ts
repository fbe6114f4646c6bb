import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The outcome of a newsletter sign-up.' })
export class NewsletterSubscription {
  @Field({ description: 'The address as stored: trimmed and lower-cased.' })
  email!: string;
}
