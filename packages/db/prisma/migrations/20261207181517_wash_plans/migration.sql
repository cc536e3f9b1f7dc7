-- CreateEnum
CREATE TYPE "PlanFrequency" AS ENUM ('daily', 'alternate_days', 'weekdays', 'weekly');

-- CreateEnum
CREATE TYPE "PlanCreditUse" AS ENUM ('extend_plan', 'next_charge');

-- CreateEnum
CREATE TYPE "PlanSubscriptionState" AS ENUM ('awaiting_payment', 'active', 'paused', 'halted', 'cancelled', 'completed');

-- CreateEnum
CREATE TYPE "PlanBilling" AS ENUM ('autopay', 'monthly_upi', 'monthly_cash');

-- CreateEnum
CREATE TYPE "PlanVisitState" AS ENUM ('scheduled', 'done', 'not_accessible', 'missed', 'skipped', 'paused');

-- AlterEnum
ALTER TYPE "LedgerKind" ADD VALUE 'plan_visit_credit';

-- AlterEnum
ALTER TYPE "ServiceMode" ADD VALUE 'plan';

-- CreateTable
CREATE TABLE "wash_plans" (
    "id" SERIAL NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "frequency" "PlanFrequency" NOT NULL,
    "weekdays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "window_start" INTEGER NOT NULL,
    "window_end" INTEGER NOT NULL,
    "extras" JSONB NOT NULL DEFAULT '[]',
    "capacity_per_washer" INTEGER NOT NULL,
    "skip_notice_hours" INTEGER NOT NULL,
    "max_pause_days_per_month" INTEGER NOT NULL,
    "credit_use" "PlanCreditUse" NOT NULL,
    "refund_unused_on_cancel" BOOLEAN NOT NULL,
    "halt_grace_days" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wash_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wash_plan_prices" (
    "plan_id" INTEGER NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "monthly_paise" INTEGER NOT NULL,

    CONSTRAINT "wash_plan_prices_pkey" PRIMARY KEY ("plan_id","vehicle_type_id")
);

-- CreateTable
CREATE TABLE "plan_subscriptions" (
    "id" SERIAL NOT NULL,
    "plan_id" INTEGER NOT NULL,
    "centre_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "vehicle_number" TEXT NOT NULL,
    "number_key" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "site_details" JSONB NOT NULL DEFAULT '{}',
    "crew_member_id" INTEGER,
    "start_date" TEXT NOT NULL,
    "status" "PlanSubscriptionState" NOT NULL DEFAULT 'awaiting_payment',
    "billing" "PlanBilling" NOT NULL,
    "monthly_paise" INTEGER NOT NULL,
    "razorpay_subscription_id" TEXT,
    "cancelled_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "plan_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_periods" (
    "id" SERIAL NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "from_date" TEXT NOT NULL,
    "to_date" TEXT NOT NULL,
    "booking_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "plan_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "plan_visits" (
    "subscription_id" INTEGER NOT NULL,
    "date" TEXT NOT NULL,
    "state" "PlanVisitState" NOT NULL DEFAULT 'scheduled',
    "crew_member_id" INTEGER,
    "decided_at" TIMESTAMP(3),
    "photo_media_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "plan_visits_pkey" PRIMARY KEY ("subscription_id","date")
);

-- CreateIndex
CREATE INDEX "wash_plans_centre_id_idx" ON "wash_plans"("centre_id");

-- CreateIndex
CREATE UNIQUE INDEX "plan_subscriptions_razorpay_subscription_id_key" ON "plan_subscriptions"("razorpay_subscription_id");

-- CreateIndex
CREATE INDEX "plan_subscriptions_centre_id_status_idx" ON "plan_subscriptions"("centre_id", "status");

-- CreateIndex
CREATE INDEX "plan_subscriptions_customer_id_idx" ON "plan_subscriptions"("customer_id");

-- CreateIndex
CREATE INDEX "plan_subscriptions_crew_member_id_idx" ON "plan_subscriptions"("crew_member_id");

-- CreateIndex
CREATE UNIQUE INDEX "plan_periods_booking_id_key" ON "plan_periods"("booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "plan_periods_subscription_id_from_date_key" ON "plan_periods"("subscription_id", "from_date");

-- CreateIndex
CREATE INDEX "plan_visits_crew_member_id_date_idx" ON "plan_visits"("crew_member_id", "date");

-- CreateIndex
CREATE INDEX "plan_visits_date_state_idx" ON "plan_visits"("date", "state");

-- AddForeignKey
ALTER TABLE "wash_plans" ADD CONSTRAINT "wash_plans_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wash_plan_prices" ADD CONSTRAINT "wash_plan_prices_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "wash_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wash_plan_prices" ADD CONSTRAINT "wash_plan_prices_vehicle_type_id_fkey" FOREIGN KEY ("vehicle_type_id") REFERENCES "vehicle_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "wash_plans"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_centre_id_fkey" FOREIGN KEY ("centre_id") REFERENCES "centres"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_vehicle_type_id_fkey" FOREIGN KEY ("vehicle_type_id") REFERENCES "vehicle_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_crew_member_id_fkey" FOREIGN KEY ("crew_member_id") REFERENCES "crew_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "plan_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_periods" ADD CONSTRAINT "plan_periods_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "plan_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One live plan per vehicle number (contracts LIVE_SUBSCRIPTION_STATES): two customers, or one customer twice,
-- cannot put the same car on two plans at once.
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_one_live_per_vehicle"
    EXCLUDE USING btree ("number_key" WITH =)
    WHERE ("status" IN ('awaiting_payment', 'active', 'paused', 'halted'));

ALTER TABLE "wash_plans" ADD CONSTRAINT "wash_plans_window_in_order"
    CHECK ("window_start" >= 0 AND "window_end" > "window_start" AND "window_end" <= 1440);
ALTER TABLE "wash_plans" ADD CONSTRAINT "wash_plans_capacity_positive" CHECK ("capacity_per_washer" >= 1);
ALTER TABLE "wash_plan_prices" ADD CONSTRAINT "wash_plan_prices_not_negative" CHECK ("monthly_paise" >= 0);
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_price_not_negative" CHECK ("monthly_paise" >= 0);
