-- The customer's profile form (name, mobile, address, date of birth, gender) is an edited record like the
-- others: a save from a form opened at another version is refused (api lib/stale-edit.ts).
ALTER TABLE "users" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
