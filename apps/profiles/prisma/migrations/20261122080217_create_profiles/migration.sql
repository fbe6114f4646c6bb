-- CreateEnum
CREATE TYPE "ProfileType" AS ENUM ('worker', 'employer', 'admin');

-- CreateTable
CREATE TABLE "profiles" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,
    "type" "ProfileType" NOT NULL,
    "profession" TEXT,
    "category" TEXT,
    "description" TEXT,
    "phone" TEXT,
    "email" TEXT NOT NULL,
    "address" TEXT,
    "profile_pic_url" TEXT,
    "cover_pic_url" TEXT,
    "cv_url" TEXT,
    "available" BOOLEAN NOT NULL DEFAULT true,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "price" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "profiles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "profiles_type_created_at_idx" ON "profiles"("type", "created_at" DESC);
