-- The sender's id for one message: a resent request (lost answer, retry) stores it once.
ALTER TABLE "messages" ADD COLUMN "client_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "messages_sender_id_client_id_key" ON "messages"("sender_id", "client_id");
