-- AlterTable
ALTER TABLE "users" ADD COLUMN     "suspended_message" TEXT;
