-- CreateEnum
CREATE TYPE "IdentityChangeStatus" AS ENUM ('pending', 'approved', 'rejected', 'withdrawn');

-- CreateTable
CREATE TABLE "centre_identity_changes" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "status" "IdentityChangeStatus" NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "requested_by_id" INTEGER NOT NULL,
    "decided_by_id" INTEGER,
    "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMP(3),

    CONSTRAINT "centre_identity_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "centre_identity_changes_centre_id_status_idx" ON "centre_identity_changes"("centre_id", "status");

-- CreateIndex
CREATE INDEX "centre_identity_changes_status_idx" ON "centre_identity_changes"("status");

-- AddForeignKey
ALTER TABLE "centre_identity_changes" ADD CONSTRAINT "centre_identity_changes_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;
