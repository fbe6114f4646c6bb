-- AlterTable
ALTER TABLE "products" ADD COLUMN "deleted_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "entitlements" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "transaction_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "entitlements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "entitlements_transaction_id_key" ON "entitlements"("transaction_id");

-- CreateIndex
CREATE INDEX "entitlements_product_id_idx" ON "entitlements"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "entitlements_user_id_product_id_key" ON "entitlements"("user_id", "product_id");

-- AddForeignKey
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Hand-written below: rules Prisma cannot express.

-- An entitlement is paid for by one spend of the journal, which is kept forever.
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "journal_transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Purchases made before entitlements existed (spends carrying metadata.productId, not refunded).
INSERT INTO "entitlements" (id, user_id, product_id, transaction_id, created_at)
SELECT DISTINCT ON (t.user_id, p.id) gen_random_uuid(), t.user_id, p.id, t.id, t.created_at
  FROM "journal_transactions" t
  JOIN "products" p ON p.id::text = t.metadata ->> 'productId'
 WHERE t.kind = 'spend' AND t.user_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "journal_transactions" r WHERE r.reverses_id = t.id)
 ORDER BY t.user_id, p.id, t.created_at;
