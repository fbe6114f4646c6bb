import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type AdminJobsQuery,
  type JobInputDto,
  type JobPostedWithin,
  type JobSearchDto,
} from '@liggeey/contracts';
import { PRISMA, type VocabularyNeighbour, likePattern, readMatchesFirst } from '@liggeey/service-kit';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import {
  type JobRow,
  type OfferRow,
  type ViewerRow,
  employerJoin,
  jobColumns,
  jobJoins,
  offerColumns,
  sponsoredNow,
  viewerColumns,
  viewerJoin,
} from './job-rows.js';

/**
 * The `to_tsquery` texts of a job board search: what must match, the same restricted to titles
 * (A) and to titles, categories, places and employers (AB), and without the near spellings.
 */
export interface JobTextQuery {
  matches: string;
  inTitle: string;
  inTitleOrHeading: string;
  asTyped: string;
}

/** The search's configuration: French stemming on unaccented words. */
const tsquery = (source: string) => Prisma.sql`to_tsquery('jobs.fr_unaccent'::regconfig, ${source})`;

/**
 * How well an offer matches the text, from 6 (every word in the title, as typed) down to 1
 * (somewhere in the description, through a near spelling).
 */
const TEXT_RANK = Prisma.sql`((CASE
    WHEN j.search_vector @@ tq.in_title THEN 4
    WHEN j.search_vector @@ tq.in_title_or_heading THEN 2
    ELSE 0 END)
  + CASE WHEN j.search_vector @@ tq.as_typed THEN 2 ELSE 1 END)`;

/** The total comes on every row, and on a lone row of nulls when the page is empty. */
type PageRow = (OfferRow & { total: number }) | { id: null; total: number };

export interface JobPageRows {
  total: number;
  rows: OfferRow[];
}

@Injectable()
export class OffersRepository {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async create(employerId: string, input: JobInputDto): Promise<string> {
    const { id } = await this.prisma.jobOffer.create({
      data: { employerId, ...input },
      select: { id: true },
    });
    return id;
  }

  /**
   * One page of the job board in one statement. Without text: the sponsored offers (boost or
   * campaign), then the others, each branch newest first through its own index and stopping at
   * the page's end. With text: by how well each offer matches, a sponsored offer first among those
   * matching as well (a boost lifts, it never buries a better match), then newest. The total of
   * matching active offers comes along; the employer names from the local copy.
   */
  async page(search: JobSearchDto, text: JobTextQuery | null): Promise<JobPageRows> {
    const filters = searchFilters(search, text);
    const rows = text ? await this.rankedPage(search, text, filters) : await this.newestPage(search, filters);
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.filter((row): row is OfferRow & { total: number } => row.id !== null),
    };
  }

  private newestPage(search: JobSearchDto, filters: Prisma.Sql): Promise<PageRow[]> {
    const offset = (search.page - 1) * search.pageSize;
    const reach = offset + search.pageSize;
    return this.prisma.$queryRaw<PageRow[]>`
      WITH matching AS (
        SELECT count(*)::int AS total FROM jobs.job_offers j WHERE j.is_active ${filters}
      ), page AS (
        SELECT u.id, u.tier, u.created_at FROM (
          (SELECT j.id, 0 AS tier, j.created_at FROM jobs.job_offers j
            WHERE j.is_active AND ${sponsoredNow} ${filters}
            ORDER BY j.created_at DESC, j.id DESC LIMIT ${reach})
          UNION ALL
          (SELECT j.id, 1 AS tier, j.created_at FROM jobs.job_offers j
            WHERE j.is_active AND NOT ${sponsoredNow} ${filters}
            ORDER BY j.created_at DESC, j.id DESC LIMIT ${reach})
        ) u
        ORDER BY u.tier, u.created_at DESC, u.id DESC LIMIT ${search.pageSize} OFFSET ${offset}
      )
      SELECT m.total, ${offerColumns}
      FROM matching m
      LEFT JOIN (page p JOIN jobs.job_offers j ON j.id = p.id ${employerJoin}) ON true
      ORDER BY p.tier, p.created_at DESC, p.id DESC`;
  }

  /**
   * The matching offers ranked; the tsqueries are parsed once (`to_tsquery` is only stable: in the
   * select list it would parse the text again for every row).
   */
  private rankedPage(search: JobSearchDto, text: JobTextQuery, filters: Prisma.Sql): Promise<PageRow[]> {
    return this.prisma.$queryRaw<PageRow[]>`
      WITH tq AS MATERIALIZED (
        SELECT ${tsquery(text.inTitle)} AS in_title,
          ${tsquery(text.inTitleOrHeading)} AS in_title_or_heading, ${tsquery(text.asTyped)} AS as_typed
      ), ranked AS MATERIALIZED (
        SELECT j.id, j.created_at, ${TEXT_RANK} AS text_rank, ${sponsoredNow} AS sponsored
        FROM jobs.job_offers j, tq
        WHERE j.is_active ${filters}
      ), page AS (
        SELECT r.* FROM ranked r
        ORDER BY r.text_rank DESC, r.sponsored DESC, r.created_at DESC, r.id DESC
        LIMIT ${search.pageSize} OFFSET ${(search.page - 1) * search.pageSize}
      )
      SELECT (SELECT count(*)::int FROM ranked) AS total, ${offerColumns}
      FROM (SELECT 1) one
      LEFT JOIN (page p JOIN jobs.job_offers j ON j.id = p.id ${employerJoin}) ON true
      ORDER BY p.text_rank DESC, p.sponsored DESC, p.created_at DESC, p.id DESC`;
  }

  /** The nearest vocabulary words of each of `words` (trigram distance, through the GiST index). */
  vocabularyNeighbours(words: string[], limit: number): Promise<VocabularyNeighbour[]> {
    return this.prisma.$queryRaw<VocabularyNeighbour[]>`
      SELECT t.typed, v.word, public.similarity(v.word, t.typed)::float8 AS similarity
      FROM unnest(${words}::text[]) AS t(typed)
      CROSS JOIN LATERAL (
        SELECT v.word FROM jobs.search_vocabulary v
        ORDER BY v.word OPERATOR(public.<->) t.typed
        LIMIT ${limit}
      ) v`;
  }

  /** The viewer's side of the given offers (missing ids are skipped). */
  viewerDetails(ids: readonly string[], viewer: Actor): Promise<ViewerRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    const list = Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`));
    return this.prisma.$queryRaw<ViewerRow[]>`
      SELECT j.id, ${viewerColumns(viewer)} FROM jobs.job_offers j ${viewerJoin(viewer)} WHERE j.id IN (${list})`;
  }

  async byId(id: string, viewer: Actor | null): Promise<JobRow | null> {
    const rows = await this.prisma.$queryRaw<JobRow[]>`
      SELECT ${jobColumns(viewer)} FROM jobs.job_offers j ${jobJoins(viewer)} WHERE j.id = ${id}::uuid`;
    return rows[0] ?? null;
  }

  /** The given offers (any order; missing ids are skipped). */
  async byIds(ids: readonly string[], viewer: Actor | null): Promise<JobRow[]> {
    if (ids.length === 0) return [];
    const list = Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`));
    return this.prisma.$queryRaw<JobRow[]>`
      SELECT ${jobColumns(viewer)} FROM jobs.job_offers j ${jobJoins(viewer)} WHERE j.id IN (${list})`;
  }

  /** An employer's offers, newest first, active or not. */
  ofEmployer(employerId: string, viewer: Actor): Promise<JobRow[]> {
    return this.prisma.$queryRaw<JobRow[]>`
      SELECT ${jobColumns(viewer)} FROM jobs.job_offers j ${jobJoins(viewer)}
      WHERE j.employer_id = ${employerId}::uuid ORDER BY j.created_at DESC, j.id DESC`;
  }

  /**
   * One page of offers for /admin/jobs and how many match. `q` is matched, ignoring case and
   * accents, in the title or the employer's name, each through its own trigram index.
   */
  async adminPage(
    { q, page, pageSize, sort, order }: AdminJobsQuery,
    viewer: Actor,
  ): Promise<{ rows: JobRow[]; total: number }> {
    const pattern = q ? likePattern(q) : null;
    // Two searches joined rather than one OR, so each reads its own trigram index (the OR read
    // every offer: 140 ms on 100,000).
    const filter = pattern
      ? Prisma.sql`WHERE j.id IN (
          SELECT t.id FROM jobs.job_offers t
          WHERE jobs.f_unaccent(lower(t.title)) LIKE jobs.f_unaccent(lower(${pattern}))
          UNION ALL
          SELECT o.id FROM jobs.employers e JOIN jobs.job_offers o ON o.employer_id = e.id
          WHERE jobs.f_unaccent(lower(e.full_name)) LIKE jobs.f_unaccent(lower(${pattern})))`
      : Prisma.empty;
    const direction = order === 'asc' ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const orderBy = {
      createdAt: Prisma.sql`j.created_at ${direction}, j.id DESC`,
      title: Prisma.sql`j.title ${direction}, j.id DESC`,
      isActive: Prisma.sql`j.is_active ${direction}, j.created_at DESC, j.id DESC`,
    }[sort];
    const [{ total }] = await this.prisma.$queryRaw<[{ total: number }]>`
      SELECT count(*)::int AS total FROM jobs.job_offers j ${filter}`;
    // The page's ids first, from the offers alone, so the joined columns (the application count
    // among them) are computed for the page only, not for every offer before sorting; the count
    // decides how the matches are read (`readMatchesFirst`).
    const rows = await this.prisma.$queryRaw<JobRow[]>`
      WITH matched AS ${readMatchesFirst(q, total) ? Prisma.sql`MATERIALIZED` : Prisma.empty} (
        SELECT j.id, j.created_at, j.title, j.is_active FROM jobs.job_offers j ${filter}
      ),
      page AS (
        SELECT j.id FROM matched j
        ORDER BY ${orderBy}
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
      )
      SELECT ${jobColumns(viewer)}
      FROM page JOIN jobs.job_offers j ON j.id = page.id ${jobJoins(viewer)}
      ORDER BY ${orderBy}`;
    return { rows, total };
  }

  /** The offer's employer, or null when there is no such offer. */
  async employerOf(id: string): Promise<{ employerId: string; isActive: boolean; title: string } | null> {
    return this.prisma.jobOffer.findUnique({
      where: { id },
      select: { employerId: true, isActive: true, title: true },
    });
  }

  async counts(): Promise<{ total: number; active: number }> {
    const [total, active] = await Promise.all([
      this.prisma.jobOffer.count(),
      this.prisma.jobOffer.count({ where: { isActive: true } }),
    ]);
    return { total, active };
  }

  /** False when there is no such offer. */
  async setActive(id: string, isActive: boolean): Promise<boolean> {
    const { count } = await this.prisma.jobOffer.updateMany({ where: { id }, data: { isActive } });
    return count > 0;
  }

  /** Its applications go with it (cascade). False when there was no such offer. */
  async delete(id: string): Promise<boolean> {
    const { count } = await this.prisma.jobOffer.deleteMany({ where: { id } });
    return count > 0;
  }
}

/** Offers published within the period, by the database's clock. */
const POSTED_SINCE: Record<JobPostedWithin, Prisma.Sql> = {
  DAY: Prisma.sql`now() - interval '1 day'`,
  WEEK: Prisma.sql`now() - interval '7 days'`,
  MONTH: Prisma.sql`now() - interval '1 month'`,
};

/** The job board's filters, as `AND …` conditions on `j`. */
function searchFilters(search: JobSearchDto, text: JobTextQuery | null): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  // Written out, not read from `tq`: a constant tsquery lets the planner use the GIN index.
  if (text) conditions.push(Prisma.sql`AND j.search_vector @@ ${tsquery(text.matches)}`);
  if (search.category) conditions.push(Prisma.sql`AND j.category = ${search.category}`);
  if (search.contractType) conditions.push(Prisma.sql`AND j.contract_type = ${search.contractType}`);
  if (search.location) {
    conditions.push(
      Prisma.sql`AND jobs.f_unaccent(j.location) ILIKE jobs.f_unaccent(${likePattern(search.location)})`,
    );
  }
  if (search.salaryMin !== null) conditions.push(Prisma.sql`AND j.salary_amount >= ${search.salaryMin}`);
  if (search.salaryMax !== null) conditions.push(Prisma.sql`AND j.salary_amount <= ${search.salaryMax}`);
  if (search.postedWithin)
    conditions.push(Prisma.sql`AND j.created_at >= ${POSTED_SINCE[search.postedWithin]}`);
  return conditions.length === 0 ? Prisma.empty : Prisma.join(conditions, ' ');
}
