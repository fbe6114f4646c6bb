-- AlterTable
ALTER TABLE "browser_sessions" ADD COLUMN "country" TEXT;

-- CreateTable
CREATE TABLE "email_changes" (
    "token_hash" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "new_email" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_changes_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "email_changes_account_id_idx" ON "email_changes"("account_id");

-- CreateIndex
CREATE INDEX "email_changes_expires_at_idx" ON "email_changes"("expires_at");

-- AddForeignKey
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
