-- Every gateway start asks for the CVs still stored publicly (uploaded before CVs were private):
-- few or none, found here instead of reading every profile (0.5 s on a million). The planner sees
-- the prefix ProfileFilesRepository.publicCvs binds, so its query proves this predicate.
CREATE INDEX "profiles_public_cv_idx" ON "profiles" ("id") WHERE "cv_url" IS NOT NULL AND "cv_url" NOT LIKE 'private:%';
