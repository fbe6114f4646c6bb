-- CreateTable
CREATE TABLE "email_confirmations" (
    "token_hash" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_confirmations_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "email_confirmations_account_id_idx" ON "email_confirmations"("account_id");

-- AddForeignKey
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
