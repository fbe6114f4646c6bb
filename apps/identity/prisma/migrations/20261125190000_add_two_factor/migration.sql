-- CreateTable
CREATE TABLE "two_factors" (
    "account_id" UUID NOT NULL,
    "secret_encrypted" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_used_step" BIGINT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "two_factors_pkey" PRIMARY KEY ("account_id")
);

-- CreateTable
CREATE TABLE "recovery_codes" (
    "code_hash" TEXT NOT NULL,
    "account_id" UUID NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("code_hash")
);

-- CreateTable
CREATE TABLE "sign_in_second_steps" (
    "token_hash" TEXT NOT NULL,
    "challenge_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "remember" BOOLEAN NOT NULL DEFAULT false,
    "enrol" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_second_steps_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "recovery_codes_account_id_idx" ON "recovery_codes"("account_id");

-- CreateIndex
CREATE INDEX "sign_in_second_steps_account_id_idx" ON "sign_in_second_steps"("account_id");

-- CreateIndex
CREATE INDEX "sign_in_second_steps_expires_at_idx" ON "sign_in_second_steps"("expires_at");

-- AddForeignKey
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sign_in_second_steps" ADD CONSTRAINT "sign_in_second_steps_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
