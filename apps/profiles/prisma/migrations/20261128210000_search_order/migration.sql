-- The order of a search's best matches read from an index (issue 20). A frequent trade matches tens
-- of thousands of workers; ranking them all to show twelve cost 50-150 ms a search. The ranking keys
-- that do not depend on the query are kept on the row, so the first page of a trade is read in
-- their order and the read stops after the page.

-- The rating as much as the reviews vouch for it (a Bayesian average: five reviews of 3.5 as the
-- prior), plus half a star for a verified profile.
ALTER TABLE "profiles"
  ADD COLUMN "quality" DOUBLE PRECISION GENERATED ALWAYS AS (
    (17.5 + "rating_sum") / (5 + "review_count") + CASE WHEN "verified" THEN 0.5 ELSE 0 END
  ) STORED;

-- 0 available now, 1 free again on an announced date, 2 unavailable with no date. It depends on
-- today's date, so it is kept by a trigger on each change and moved on by a daily job for the rows
-- whose announced date has come (`refresh_availability_ranks`).
CREATE FUNCTION "availability_rank"(available boolean, available_from date) RETURNS smallint
  LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
  SELECT CASE
    WHEN available AND (available_from IS NULL OR available_from <= current_date) THEN 0
    WHEN available_from > current_date THEN 1
    ELSE 2 END::smallint;
END;

ALTER TABLE "profiles" ADD COLUMN "availability_rank" SMALLINT NOT NULL DEFAULT 0;
UPDATE "profiles" SET "availability_rank" = profiles.availability_rank("available", "available_from")
  WHERE profiles.availability_rank("available", "available_from") <> 0;

CREATE FUNCTION "set_availability_rank"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.availability_rank := profiles.availability_rank(NEW.available, NEW.available_from);
  RETURN NEW;
END $$;

CREATE TRIGGER "profiles_set_availability_rank" BEFORE INSERT OR UPDATE OF "available", "available_from" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "set_availability_rank"();

-- The rows waiting for their announced date, so the daily job finds them without a scan.
CREATE INDEX "profiles_availability_pending_idx" ON "profiles" ("available_from") WHERE "availability_rank" = 1;

-- Moves on the rows whose announced date has come; answers how many it changed.
CREATE FUNCTION "refresh_availability_ranks"() RETURNS integer
  LANGUAGE sql VOLATILE
BEGIN ATOMIC
  WITH changed AS (
    UPDATE profiles.profiles SET availability_rank = profiles.availability_rank(available, available_from)
    WHERE availability_rank = 1 AND available_from <= current_date
    RETURNING 1
  )
  SELECT count(*)::int FROM changed;
END;

-- The listed workers in the relevance order's query-independent keys (after the text's rank).
CREATE INDEX "profiles_listed_workers_search_order_idx"
  ON "profiles" ("availability_rank", "quality" DESC, "created_at" DESC, "id")
  WHERE "type" = 'worker' AND "confirmed_at" IS NOT NULL;
