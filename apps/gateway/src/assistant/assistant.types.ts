import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Profile } from '../profiles/profile.types.js';
import { ANSWER_SOURCE_KINDS, DOCUMENT_STATUSES, KNOWLEDGE_ROLES } from '@liggeey/contracts';

export const AnswerSourceKind = Object.fromEntries(ANSWER_SOURCE_KINDS.map((kind) => [kind, kind])) as {
  [K in (typeof ANSWER_SOURCE_KINDS)[number]]: K;
};
registerEnumType(AnswerSourceKind, { name: 'AnswerSourceKind' });

export const KnowledgeRole = Object.fromEntries(KNOWLEDGE_ROLES.map((role) => [role, role])) as {
  [K in (typeof KNOWLEDGE_ROLES)[number]]: K;
};
registerEnumType(KnowledgeRole, {
  name: 'KnowledgeRole',
  description: 'Who gets the entry: everyone (public) or the signed-in people of one type.',
});

@ObjectType({ description: 'Where an answer comes from.' })
export class AnswerSource {
  @Field(() => AnswerSourceKind)
  kind!: (typeof ANSWER_SOURCE_KINDS)[number];

  @Field(() => String, { nullable: true, description: 'The FAQ question or the document title.' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: 'A page of the app to read more (/faq).' })
  link!: string | null;
}

@ObjectType({ description: "The assistant's answer to a question of the chat widget." })
export class AssistantAnswer {
  @Field({ description: 'False for the rephrase suggestion.' })
  answered!: boolean;

  @Field()
  text!: string;

  @Field(() => AnswerSource, { nullable: true })
  source!: AnswerSource | null;

  @Field(() => [String], { description: 'Up to three questions to ask next.' })
  related!: string[];
}

@ObjectType({ description: 'A hand-written answer chosen by keywords.' })
export class KnowledgeEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => [String])
  keywords!: string[];

  @Field({ description: 'May use {prenom}, {credits} and {type}.' })
  responseTemplate!: string;

  @Field(() => KnowledgeRole)
  requiredRole!: (typeof KNOWLEDGE_ROLES)[number];

  @Field({ description: 'ISO 8601; entries match oldest first.' })
  createdAt!: string;
}

@InputType()
export class KnowledgeInput {
  @Field(() => [String])
  keywords!: string[];

  @Field()
  responseTemplate!: string;

  @Field(() => KnowledgeRole)
  requiredRole!: (typeof KNOWLEDGE_ROLES)[number];
}

export const DocumentStatus = Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, status])) as {
  [K in (typeof DOCUMENT_STATUSES)[number]]: K;
};
registerEnumType(DocumentStatus, { name: 'DocumentStatus' });

@ObjectType({ description: 'A training document of the assistant and where its indexing stands.' })
export class TrainingDocument {
  @Field(() => ID)
  id!: string;

  @Field()
  title!: string;

  @Field()
  mimeType!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => DocumentStatus)
  status!: (typeof DOCUMENT_STATUSES)[number];

  @Field(() => String, { nullable: true, description: 'Why it failed (French).' })
  error!: string | null;

  @Field(() => Int, { description: 'Passages indexed.' })
  passages!: number;

  @Field(() => String, { nullable: true, description: "The uploader's name, when the profile exists." })
  uploadedBy!: string | null;

  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@ObjectType()
export class QuestionsOfDay {
  @Field({ description: 'YYYY-MM-DD (UTC).' })
  day!: string;

  @Field(() => Int)
  asked!: number;

  @Field(() => Int)
  answered!: number;
}

@ObjectType()
export class AnswersBySource {
  @Field(() => Int)
  knowledge!: number;

  @Field(() => Int)
  faq!: number;

  @Field(() => Int)
  document!: number;
}

@ObjectType()
export class CountedQuestion {
  @Field()
  question!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "The assistant's activity over the last 30 days (/admin/ai-analysis)." })
export class AssistantAnalysis {
  @Field(() => [QuestionsOfDay])
  perDay!: QuestionsOfDay[];

  @Field(() => Int)
  asked!: number;

  @Field(() => Int)
  answered!: number;

  @Field(() => AnswersBySource)
  bySource!: AnswersBySource;

  @Field(() => [CountedQuestion])
  topQuestions!: CountedQuestion[];

  @Field(() => [CountedQuestion])
  topUnanswered!: CountedQuestion[];

  @Field(() => Int, { description: "'Voir plus' suggestions sold (not refunded) in the window." })
  suggestionsSold!: number;

  @Field(() => Int, { description: 'Credits they earned.' })
  suggestionCredits!: number;
}

@ObjectType({ description: 'A professional the assistant suggests for the search, with why.' })
export class AiSuggestion {
  @Field(() => Profile)
  profile!: Profile;

  @Field(() => Float, { description: '0 to 1.' })
  score!: number;

  @Field({ description: "e.g. 'Disponible maintenant · 4,8/5 sur 12 avis · à 3 km de Pikine'." })
  reason!: string;
}

@ObjectType()
export class AiSuggestions {
  @Field(() => [AiSuggestion])
  suggestions!: AiSuggestion[];

  @Field(() => Int, { description: 'The balance after the 10 credits.' })
  balance!: number;
}
