-- CreateEnum
CREATE TYPE "CentreRole" AS ENUM ('owner', 'manager', 'staff');

-- DropIndex
DROP INDEX "centres_owner_id_key";

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "washer_id" INTEGER;

-- CreateTable
CREATE TABLE "centre_members" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "CentreRole" NOT NULL,
    "added_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "centre_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "centre_invites" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "phone" TEXT,
    "email" TEXT,
    "role" "CentreRole" NOT NULL,
    "invited_by" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "accepted_at" TIMESTAMP(3),
    "accepted_by" INTEGER,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "centre_invites_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "centre_members_user_id_idx" ON "centre_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "centre_members_centre_id_user_id_key" ON "centre_members"("centre_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "centre_invites_token_hash_key" ON "centre_invites"("token_hash");

-- CreateIndex
CREATE INDEX "centre_invites_centre_id_created_at_idx" ON "centre_invites"("centre_id", "created_at");

-- CreateIndex
CREATE INDEX "centres_owner_id_idx" ON "centres"("owner_id");

-- AddForeignKey
ALTER TABLE "centre_members" ADD CONSTRAINT "centre_members_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "centre_members" ADD CONSTRAINT "centre_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "centre_invites" ADD CONSTRAINT "centre_invites_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_washer_id_fkey" FOREIGN KEY ("washer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An invite goes to exactly one address: a phone number or an email.
ALTER TABLE "centre_invites" ADD CONSTRAINT "centre_invites_one_address"
  CHECK (("phone" IS NULL) <> ("email" IS NULL));

-- Every centre's legal owner is a member of it as `owner`: the existing owners now ...
INSERT INTO "centre_members" ("centre_id", "user_id", "role", "created_at")
SELECT "id", "owner_id", 'owner', "created_at" FROM "centres"
ON CONFLICT ("centre_id", "user_id") DO NOTHING;

-- ... and whoever a new centre is made for (registration, a new branch, seeds and fixtures alike), in the
-- centre's own transaction, so no centre is ever without an owner member.
CREATE FUNCTION "centre_owner_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "centre_members" ("centre_id", "user_id", "role")
  VALUES (NEW."id", NEW."owner_id", 'owner')
  ON CONFLICT ("centre_id", "user_id") DO UPDATE SET "role" = 'owner';
  RETURN NEW;
END $$;

CREATE TRIGGER "centres_owner_member" AFTER INSERT ON "centres"
  FOR EACH ROW EXECUTE FUNCTION "centre_owner_member"();
