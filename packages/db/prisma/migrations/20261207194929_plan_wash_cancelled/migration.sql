-- AlterEnum
ALTER TYPE "PlanVisitState" ADD VALUE 'cancelled';
