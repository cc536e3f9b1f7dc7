-- AlterTable
ALTER TABLE "plan_visits" ADD COLUMN     "make_up" BOOLEAN NOT NULL DEFAULT false;
