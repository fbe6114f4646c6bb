-- /admin/users pages through every profile: newest first, by name, and searched by e-mail.
CREATE INDEX "profiles_created_at_id_idx" ON "profiles" ("created_at" DESC, "id");
CREATE INDEX "profiles_full_name_id_idx" ON "profiles" ("full_name", "id");
CREATE INDEX "profiles_email_trgm_idx" ON "profiles" USING gin (lower("email") public.gin_trgm_ops);
