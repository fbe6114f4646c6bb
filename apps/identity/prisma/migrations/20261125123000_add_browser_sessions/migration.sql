-- A browser's sign-in (the provider's SSO session, named by the HttpOnly cookie LIGGEEY_SSO) now
-- holds one token family per tab: tabs resume the session through the cookie (check-sso) and never
-- share a rotating refresh token. The access tokens' `sid` is the browser session's id.

-- CreateTable
CREATE TABLE "browser_sessions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "token_hash" TEXT,
    "remember" BOOLEAN NOT NULL DEFAULT false,
    "user_agent" TEXT,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" TEXT,

    CONSTRAINT "browser_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "browser_sessions_token_hash_key" ON "browser_sessions"("token_hash");

-- CreateIndex
CREATE INDEX "browser_sessions_account_id_idx" ON "browser_sessions"("account_id");

-- AddForeignKey
ALTER TABLE "browser_sessions" ADD CONSTRAINT "browser_sessions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing session becomes its own browser session, same id (the `sid` of tokens already
-- out), without a cookie: it lives on through its refresh tokens until its 30 days are over.
INSERT INTO "browser_sessions" ("id", "account_id", "created_at", "last_seen_at", "expires_at", "revoked_at", "revoked_reason")
SELECT "id", "account_id", "created_at", "created_at", "created_at" + interval '30 days', "revoked_at", "revoked_reason"
  FROM "auth_sessions";

-- AlterTable
ALTER TABLE "auth_sessions" ADD COLUMN "browser_session_id" UUID,
ADD COLUMN "previous_jti" TEXT,
ADD COLUMN "rotated_at" TIMESTAMPTZ(3);

UPDATE "auth_sessions" SET "browser_session_id" = "id";

ALTER TABLE "auth_sessions" ALTER COLUMN "browser_session_id" SET NOT NULL;

-- CreateIndex
CREATE INDEX "auth_sessions_browser_session_id_idx" ON "auth_sessions"("browser_session_id");

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_browser_session_id_fkey" FOREIGN KEY ("browser_session_id") REFERENCES "browser_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
