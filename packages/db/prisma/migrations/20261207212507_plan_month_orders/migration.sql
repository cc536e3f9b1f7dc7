-- AlterTable
ALTER TABLE "plan_subscriptions" ADD COLUMN     "month_order_id" TEXT,
ADD COLUMN     "payment_failing_since" TIMESTAMP(3),
ADD COLUMN     "renewal_notice_for" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "plan_subscriptions_month_order_id_key" ON "plan_subscriptions"("month_order_id");
