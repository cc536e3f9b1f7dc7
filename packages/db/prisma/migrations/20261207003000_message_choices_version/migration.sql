-- The profile's message choices (which channels carry booking updates) are an edited record: a save from a
-- card opened before another save is refused (api lib/stale-edit.ts). Kept apart from the profile form's version:
-- the two cards are saved on their own.
ALTER TABLE "users" ADD COLUMN "choices_version" INTEGER NOT NULL DEFAULT 1;
