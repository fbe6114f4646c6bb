-- Idempotency keys belong to their owner. Before, one key namespace served everybody: a member
-- could spend 1 credit under a key the system would use later ('flutterwave-<id>' of someone's
-- payment, 'welcome-<id>' of someone's bonus) and that operation could never happen. Now a
-- member's keys live in that member's own namespace (unique per user), and the services' keys
-- in one system namespace that no member's request reaches (the ledger picks the namespace from
-- the caller: a member actor, or a service).

-- CreateEnum
CREATE TYPE "key_scope" AS ENUM ('member', 'system');

-- The journal is append-only; this one-off backfill is the only change its guard lets through.
ALTER TABLE "journal_transactions" DISABLE TRIGGER "journal_transactions_kept";

-- AlterTable
ALTER TABLE "journal_transactions" ADD COLUMN "key_scope" "key_scope";

-- Spends were made by members with their own keys, except boosts, which the gateway spent as a
-- service ('boost-job:…', 'boost-profile:…'). Everything else (grants, bonuses, refunds) was the
-- system's. A member's spend that squatted a system key moves to that member's namespace, which
-- frees the key for the operation it belongs to.
UPDATE "journal_transactions"
   SET "key_scope" = CASE
     WHEN "kind" = 'spend' AND "idempotency_key" NOT LIKE 'boost-%' THEN 'member'
     ELSE 'system'
   END::"key_scope";

ALTER TABLE "journal_transactions" ALTER COLUMN "key_scope" SET NOT NULL;

ALTER TABLE "journal_transactions" ENABLE TRIGGER "journal_transactions_kept";

-- DropIndex
DROP INDEX "journal_transactions_idempotency_key_key";

-- Hand-written below: partial unique indexes, which Prisma cannot express.
CREATE UNIQUE INDEX "journal_transactions_system_key" ON "journal_transactions" ("idempotency_key")
  WHERE "key_scope" = 'system';
CREATE UNIQUE INDEX "journal_transactions_member_key" ON "journal_transactions" ("user_id", "idempotency_key")
  WHERE "key_scope" = 'member';

-- ledger.post_movements as before, with each movement's key namespace: a key is looked up and
-- claimed within its namespace only ('system', or 'member' and the movement's user).
-- Input: a JSON array of {item, key, keyScope, kind, userId, amount (signed, user side), systemCode,
-- description, metadata, fingerprint, reversesId}; (keyScope, userId, key) distinct within one call.
CREATE OR REPLACE FUNCTION ledger.post_movements(p_movements jsonb)
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
        LATERAL (SELECT (e ->> 'item')::int AS item, e ->> 'key' AS key,
                        (e ->> 'keyScope')::ledger.key_scope AS key_scope,
                        (e ->> 'kind')::ledger.transaction_kind AS kind,
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
          FROM ledger.journal_transactions t
         WHERE t.idempotency_key = m.key AND t.key_scope = m.key_scope
           AND (m.key_scope = 'system' OR t.user_id = m.user_id);
        IF v_tx IS NULL THEN
          RETURN QUERY SELECT m.item, 'insufficient'::text, NULL::uuid, NULL::bigint;
          CONTINUE;
        END IF;
      ELSE
        INSERT INTO ledger.journal_transactions AS t
          (id, idempotency_key, key_scope, kind, description, user_id, metadata, fingerprint, reverses_id)
        VALUES (gen_random_uuid(), m.key, m.key_scope, m.kind, m.description, m.user_id, m.metadata, m.fingerprint,
                m.reverses_id)
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
          FROM ledger.journal_transactions t
         WHERE t.idempotency_key = m.key AND t.key_scope = m.key_scope
           AND (m.key_scope = 'system' OR t.user_id = m.user_id);
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
