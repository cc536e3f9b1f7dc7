-- AlterTable
ALTER TABLE "users" ADD COLUMN     "lang" VARCHAR(2);

-- CreateTable
CREATE TABLE "consents" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "wording" TEXT NOT NULL,
    "lang" VARCHAR(2) NOT NULL,
    "wording_version" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "ip" TEXT,
    "user_agent" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "consents_user_id_purpose_channel_id_idx" ON "consents"("user_id", "purpose", "channel", "id");

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What was chosen is evidence (DPDP): a change of mind is a new row, never an edit.
ALTER TABLE "consents" ADD CONSTRAINT "consents_channel_known" CHECK ("channel" IN ('email', 'sms', 'whatsapp'));
ALTER TABLE "users" ADD CONSTRAINT "users_lang_known" CHECK ("lang" IN ('en', 'hi'));
CREATE FUNCTION consents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER "consents_append_only" BEFORE UPDATE OR DELETE ON "consents"
  FOR EACH ROW EXECUTE FUNCTION consents_append_only();
