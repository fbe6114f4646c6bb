import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

/** What every paged list answers besides its items (each list declares `items` with its type). */
@ObjectType({ isAbstract: true })
export abstract class PageFields {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

export enum SortOrder {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

/**
 * What every admin list asks besides its sort column (each list declares `sort` with its own
 * enum). Defaults and limits are the contracts' (adminListQuerySchema), checked by the service.
 */
@InputType({ isAbstract: true })
export abstract class AdminListInputFields {
  @Field(() => String, { nullable: true, description: 'Searched by the service, wildcards taken literally.' })
  q?: string | null;

  @Field(() => Int, { nullable: true, description: '1 by default.' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: '20 by default, 100 at most.' })
  pageSize?: number | null;

  @Field(() => SortOrder, { nullable: true, description: 'desc by default.' })
  order?: SortOrder | null;
}

/** An admin list's input as its contract takes it: what was not given is left to the defaults. */
export function adminListQuery<T extends AdminListInputFields & { sort?: string | null }>(
  input: T | null,
): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(
    Object.entries(input ?? {}).filter(([, value]) => value !== null && value !== undefined),
  ) as { [K in keyof T]?: Exclude<T[K], null> };
}
