-- CreateEnum
CREATE TYPE "account_kind" AS ENUM ('user', 'system');

-- CreateEnum
CREATE TYPE "transaction_kind" AS ENUM ('spend', 'grant', 'refund', 'purchase', 'welcome_bonus');

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL,
    "kind" "account_kind" NOT NULL,
    "owner_user_id" UUID,
    "system_code" TEXT,
    "balance" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "journal_transactions" (
    "id" UUID NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "kind" "transaction_kind" NOT NULL,
    "description" TEXT NOT NULL,
    "user_id" UUID,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "fingerprint" TEXT NOT NULL,
    "reverses_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "journal_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entries" (
    "id" BIGSERIAL NOT NULL,
    "transaction_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "balance_after" BIGINT NOT NULL,

    CONSTRAINT "entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_owner_user_id_key" ON "accounts"("owner_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_system_code_key" ON "accounts"("system_code");

-- CreateIndex
CREATE UNIQUE INDEX "journal_transactions_idempotency_key_key" ON "journal_transactions"("idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "journal_transactions_reverses_id_key" ON "journal_transactions"("reverses_id");

-- CreateIndex
CREATE INDEX "journal_transactions_user_id_created_at_idx" ON "journal_transactions"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "entries_transaction_id_idx" ON "entries"("transaction_id");

-- CreateIndex
CREATE INDEX "entries_account_id_id_idx" ON "entries"("account_id", "id" DESC);

-- AddForeignKey
ALTER TABLE "journal_transactions" ADD CONSTRAINT "journal_transactions_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "journal_transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entries" ADD CONSTRAINT "entries_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "journal_transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Hand-written below: rules Prisma cannot express.

-- A user's balance never goes below zero; system accounts are the counterparts and may.
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_balance_non_negative" CHECK (kind <> 'user' OR balance >= 0);
-- A system account has a code; a user account has an owner until the user is deleted (tombstone).
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_consistent" CHECK (
  (kind = 'system' AND system_code IS NOT NULL AND owner_user_id IS NULL)
  OR (kind = 'user' AND system_code IS NULL AND (owner_user_id IS NOT NULL OR closed_at IS NOT NULL))
);
ALTER TABLE "entries" ADD CONSTRAINT "entries_amount_not_zero" CHECK (amount <> 0);

-- The counterpart accounts of every movement.
INSERT INTO "accounts" (id, kind, system_code) VALUES
  (gen_random_uuid(), 'system', 'revenue'),
  (gen_random_uuid(), 'system', 'welcome_bonus'),
  (gen_random_uuid(), 'system', 'pack_sales'),
  (gen_random_uuid(), 'system', 'grants');

INSERT INTO "settings" (key, value) VALUES ('welcome_bonus', '{"credits": 50}');

-- Entries are append-only: a correction is a reversing transaction, never an edit.
CREATE FUNCTION ledger.refuse_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Les écritures du journal ne peuvent être ni modifiées ni supprimées (%).', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER entries_append_only BEFORE UPDATE OR DELETE ON "entries"
  FOR EACH ROW EXECUTE FUNCTION ledger.refuse_entry_change();
CREATE TRIGGER entries_no_truncate BEFORE TRUNCATE ON "entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger.refuse_entry_change();

-- Journal transactions are kept forever too; the only change allowed is dropping the link to a
-- deleted user (user_id → NULL), everything else stays as recorded.
CREATE FUNCTION ledger.guard_journal_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
     AND to_jsonb(NEW) - 'user_id' = to_jsonb(OLD) - 'user_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Les transactions du journal ne peuvent être ni modifiées ni supprimées (%).', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER journal_transactions_kept BEFORE UPDATE OR DELETE ON "journal_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger.guard_journal_transaction();
CREATE TRIGGER journal_transactions_no_truncate BEFORE TRUNCATE ON "journal_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger.guard_journal_transaction();

-- Double entry, checked at commit: every journal transaction has at least two entries and they
-- sum to zero, whatever code wrote them.
CREATE FUNCTION ledger.check_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column holding the journal transaction's id is the trigger's argument.
  v_id uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  v_count int;
  v_sum numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO v_count, v_sum FROM ledger.entries WHERE transaction_id = v_id;
  IF v_count < 2 OR v_sum <> 0 THEN
    RAISE EXCEPTION 'La transaction % n''est pas équilibrée (% écritures, somme %).', v_id, v_count, v_sum
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER entries_balanced AFTER INSERT ON "entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger.check_transaction_balanced('transaction_id');
CREATE CONSTRAINT TRIGGER journal_transactions_balanced AFTER INSERT ON "journal_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger.check_transaction_balanced('id');

-- Movements between users' accounts and system accounts, several in one statement and one commit
-- (the service groups concurrent calls: a busy account is then locked, updated and flushed to disk
-- once per group rather than once per spend). For each user involved, in user id order:
--   1. lock the user's account row (FOR UPDATE; created with 0 on the first movement);
--   2. for each of the user's movements, in order: a debit larger than the running balance is
--      refused (insufficient credits; nothing is written, so the key can be used again); otherwise
--      the idempotency key is claimed (INSERT … ON CONFLICT DO NOTHING): a key already recorded
--      answers its first result and moves nothing;
--   3. one conditional UPDATE applies the user's net change (… WHERE balance + change >= 0; the
--      CHECK constraint guards it too).
-- Then each system account involved takes the opposite total in one UPDATE, and every entry is
-- written with the balance after it. Locks are taken users first (by id), then system accounts (by
-- code), in every call: two calls never wait for each other in a cycle.
-- Input: a JSON array of {item, key, kind, userId, amount (signed, user side), systemCode,
-- description, metadata, fingerprint, reversesId}; keys must be distinct within one call.
-- Outcomes per item: created | replayed (same key, same parameters) | mismatch (same key, other
-- parameters) | insufficient | already_reversed (a refund of a transaction refunded under another key).
CREATE FUNCTION ledger.post_movements(p_movements jsonb)
RETURNS TABLE (item int, outcome text, transaction_id uuid, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
  v_user uuid;
  v_tx uuid;
  v_fingerprint text;
  v_account uuid;
  v_start bigint;
  v_balance bigint;
  v_code text;
  v_total bigint;
  v_system_account uuid;
  v_system_balance bigint;
  v_items int[] := '{}';
  v_txs uuid[] := '{}';
  v_accounts uuid[] := '{}';
  v_amounts bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_codes text[] := '{}';
BEGIN
  FOR v_user IN SELECT DISTINCT (e ->> 'userId')::uuid FROM jsonb_array_elements(p_movements) AS e ORDER BY 1 LOOP
    v_account := NULL;
    SELECT a.id, a.balance INTO v_account, v_balance
      FROM ledger.accounts a WHERE a.owner_user_id = v_user FOR UPDATE;
    IF v_account IS NULL THEN
      INSERT INTO ledger.accounts AS a (id, kind, owner_user_id, balance)
      VALUES (gen_random_uuid(), 'user', v_user, 0)
      ON CONFLICT (owner_user_id) DO NOTHING
      RETURNING a.id, a.balance INTO v_account, v_balance;
      IF v_account IS NULL THEN
        SELECT a.id, a.balance INTO v_account, v_balance
          FROM ledger.accounts a WHERE a.owner_user_id = v_user FOR UPDATE;
      END IF;
    END IF;
    v_start := v_balance;

    FOR m IN
      SELECT b.* FROM jsonb_array_elements(p_movements) AS e,
        LATERAL (SELECT (e ->> 'item')::int AS item, e ->> 'key' AS key, (e ->> 'kind')::ledger.transaction_kind AS kind,
                        (e ->> 'userId')::uuid AS user_id, (e ->> 'amount')::bigint AS amount,
                        e ->> 'systemCode' AS system_code, e ->> 'description' AS description,
                        coalesce(e -> 'metadata', '{}'::jsonb) AS metadata, e ->> 'fingerprint' AS fingerprint,
                        (e ->> 'reversesId')::uuid AS reverses_id) AS b
       WHERE b.user_id = v_user
       ORDER BY b.item
    LOOP
      v_tx := NULL;
      IF m.amount < 0 AND v_balance + m.amount < 0 THEN
        SELECT t.id, t.fingerprint INTO v_tx, v_fingerprint
          FROM ledger.journal_transactions t WHERE t.idempotency_key = m.key;
        IF v_tx IS NULL THEN
          RETURN QUERY SELECT m.item, 'insufficient'::text, NULL::uuid, NULL::bigint;
          CONTINUE;
        END IF;
      ELSE
        INSERT INTO ledger.journal_transactions AS t
          (id, idempotency_key, kind, description, user_id, metadata, fingerprint, reverses_id)
        VALUES (gen_random_uuid(), m.key, m.kind, m.description, m.user_id, m.metadata, m.fingerprint, m.reverses_id)
        ON CONFLICT DO NOTHING
        RETURNING t.id INTO v_tx;
        IF v_tx IS NOT NULL THEN
          v_balance := v_balance + m.amount;
          v_items := v_items || m.item;
          v_txs := v_txs || v_tx;
          v_accounts := v_accounts || v_account;
          v_amounts := v_amounts || m.amount;
          v_balances := v_balances || v_balance;
          v_codes := v_codes || m.system_code;
          CONTINUE;
        END IF;
        SELECT t.id, t.fingerprint INTO v_tx, v_fingerprint
          FROM ledger.journal_transactions t WHERE t.idempotency_key = m.key;
      END IF;

      -- The key was used before: its first result, whatever the balance is now.
      IF v_tx IS NULL THEN
        RETURN QUERY SELECT m.item, 'already_reversed'::text, NULL::uuid, NULL::bigint;
      ELSIF v_fingerprint <> m.fingerprint THEN
        RETURN QUERY SELECT m.item, 'mismatch'::text, v_tx, NULL::bigint;
      ELSE
        RETURN QUERY
          SELECT m.item, 'replayed'::text, v_tx, e.balance_after
            FROM ledger.entries e JOIN ledger.accounts a ON a.id = e.account_id
           WHERE e.transaction_id = v_tx AND a.kind = 'user';
      END IF;
    END LOOP;

    IF v_balance <> v_start THEN
      UPDATE ledger.accounts AS a SET balance = a.balance + (v_balance - v_start)
       WHERE a.id = v_account AND a.balance + (v_balance - v_start) >= 0;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'Solde du compte % modifié malgré le verrou.', v_account;
      END IF;
    END IF;
  END LOOP;

  IF cardinality(v_txs) = 0 THEN
    RETURN;
  END IF;

  INSERT INTO ledger.entries (transaction_id, account_id, amount, balance_after)
  SELECT u.tx, u.account, u.amount, u.balance
    FROM unnest(v_txs, v_accounts, v_amounts, v_balances) WITH ORDINALITY AS u(tx, account, amount, balance, n)
   ORDER BY u.n;

  FOR v_code IN SELECT DISTINCT c FROM unnest(v_codes) AS c ORDER BY 1 LOOP
    SELECT sum(u.amount) INTO v_total FROM unnest(v_codes, v_amounts) AS u(code, amount) WHERE u.code = v_code;
    UPDATE ledger.accounts AS a SET balance = a.balance - v_total
     WHERE a.system_code = v_code
    RETURNING a.id, a.balance INTO v_system_account, v_system_balance;
    IF v_system_account IS NULL THEN
      RAISE EXCEPTION 'Compte système inconnu : %', v_code;
    END IF;
    -- The system account's balance after each entry, in the order of the movements.
    INSERT INTO ledger.entries (transaction_id, account_id, amount, balance_after)
    SELECT u.tx, v_system_account, -u.amount, v_system_balance + v_total - sum(u.amount) OVER (ORDER BY u.n)
      FROM unnest(v_txs, v_amounts, v_codes) WITH ORDINALITY AS u(tx, amount, code, n)
     WHERE u.code = v_code
     ORDER BY u.n;
  END LOOP;

  RETURN QUERY
    SELECT u.item, 'created'::text, u.tx, u.balance
      FROM unnest(v_items, v_txs, v_balances) AS u(item, tx, balance);
END;
$$;
