-- CreateEnum
CREATE TYPE "ProductType" AS ENUM ('credit_pack', 'digital_product', 'physical_product');

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "type" "ProductType" NOT NULL,
    "credits_price" INTEGER NOT NULL,
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "image_url" TEXT,
    "file_url" TEXT,
    "file_type" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "products_type_created_at_idx" ON "products"("type", "created_at" DESC);
