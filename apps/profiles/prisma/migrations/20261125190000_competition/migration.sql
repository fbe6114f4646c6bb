-- CreateTable
CREATE TABLE "competition_scores" (
    "month" TEXT NOT NULL,
    "member_id" UUID NOT NULL,
    "applications" INTEGER NOT NULL DEFAULT 0,
    "filled_jobs" INTEGER NOT NULL DEFAULT 0,
    "reviews" INTEGER NOT NULL DEFAULT 0,
    "posts" INTEGER NOT NULL DEFAULT 0,
    "likes" INTEGER NOT NULL DEFAULT 0,
    "completeness" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "reached_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "competition_scores_pkey" PRIMARY KEY ("month","member_id")
);

-- CreateTable
CREATE TABLE "competition_credits" (
    "key" TEXT NOT NULL,
    "member_id" UUID,
    "month" TEXT,
    "component" TEXT,
    "points" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competition_credits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "competition_events" (
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competition_events_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "competition_standings" (
    "month" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "member_id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "type" "ProfileType" NOT NULL,
    "profile_pic_url" TEXT,
    "score" INTEGER NOT NULL,

    CONSTRAINT "competition_standings_pkey" PRIMARY KEY ("month","member_id")
);

-- CreateTable
CREATE TABLE "competition_months" (
    "month" TEXT NOT NULL,
    "frozen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competition_months_pkey" PRIMARY KEY ("month")
);

-- CreateTable
CREATE TABLE "competition_content" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "prizes" TEXT[],
    "tips" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "competition_content_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "competition_scores_month_total_reached_at_idx" ON "competition_scores"("month", "total" DESC, "reached_at");

-- CreateIndex
CREATE INDEX "competition_standings_month_rank_idx" ON "competition_standings"("month", "rank");
