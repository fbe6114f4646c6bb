-- A profile is listed (searches, directory, suggestions, user search) once its account's e-mail is
-- confirmed (identity.user.confirmed); until then only its owner and admins see it.
-- Existing profiles were all listed, and profiles cannot tell which of their accounts are confirmed:
-- it may not read identity's tables, a migration cannot ask over NATS, and identity's only RPC with
-- account statuses is for admins. So they stay listed: the default below stamps every existing row
-- with the migration's time without rewriting the table, then is dropped so new rows start unlisted.
ALTER TABLE "profiles" ADD COLUMN "confirmed_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "profiles" ALTER COLUMN "confirmed_at" DROP DEFAULT;

-- CreateTable
CREATE TABLE "account_confirmations" (
    "user_id" UUID NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_confirmations_pkey" PRIMARY KEY ("user_id")
);

-- The directory's default order (newest first) and its total read listed workers only: this partial
-- index gives them in order, and the count from the index alone, however many profiles wait for
-- their confirmation (Prisma cannot describe a partial index, so it lives here).
CREATE INDEX "profiles_listed_workers_created_at_idx" ON "profiles" ("created_at" DESC, "id")
  WHERE "type" = 'worker' AND "confirmed_at" IS NOT NULL;
