-- CreateEnum
CREATE TYPE "SavedAddressLabel" AS ENUM ('home', 'work', 'other');

-- CreateTable
CREATE TABLE "saved_vehicles" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "vehicle_number" TEXT NOT NULL,
    "number_key" TEXT NOT NULL,
    "brand" TEXT,
    "model" TEXT,
    "nickname" TEXT,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_vehicles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_addresses" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "label" "SavedAddressLabel" NOT NULL,
    "address" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "landmark" TEXT,
    "is_default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saved_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_vehicles_user_id_number_key_key" ON "saved_vehicles"("user_id", "number_key");

-- CreateIndex
CREATE INDEX "saved_addresses_user_id_idx" ON "saved_addresses"("user_id");

-- AddForeignKey
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_vehicle_type_id_fkey" FOREIGN KEY ("vehicle_type_id") REFERENCES "vehicle_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- At most one default vehicle and one default address per customer, whatever two requests do at once. Written by
-- hand (Prisma's schema cannot express it); an exclusion constraint, so the drift check compares it.
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_one_default"
    EXCLUDE USING btree ("user_id" WITH =) WHERE ("is_default");

ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_one_default"
    EXCLUDE USING btree ("user_id" WITH =) WHERE ("is_default");
