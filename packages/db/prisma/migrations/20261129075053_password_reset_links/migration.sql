-- CreateTable
CREATE TABLE "password_reset_links" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "replaced_at" TIMESTAMP(3),
    "ip" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_links_token_hash_key" ON "password_reset_links"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_links_user_id_idx" ON "password_reset_links"("user_id");

-- AddForeignKey
ALTER TABLE "password_reset_links" ADD CONSTRAINT "password_reset_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
