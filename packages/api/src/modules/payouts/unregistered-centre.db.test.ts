import { indiaDate } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { describe, expect, it } from "vitest";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { atSlotOf } from "../../../test/support/clock";
import { activatePayouts } from "../../../test/support/payout-account";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { payBookingInTestCheckout } from "../../../test/support/test-checkout";
import { uniqueTestGstin } from "../../../test/support/test-gstin";
import { issueBookingInvoice } from "../invoices/issue-booking-invoice";
import { deriveBookingPayout } from "../ledger/booking-money";
import { ledgerTotals } from "../ledger/ledger";
import { processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { payoutHandlers } from "./payout-handlers";
import { settleBooking } from "./settle-booking";

// A centre below the GST threshold, registered through the seller form without a GSTIN (the declaration given):
// its UPI bookings carry no TCS and its customers get bills of supply, until it adds a GSTIN; from then on TCS
// and tax invoices, while what it issued before stays as it was.

const keys = { keyId: "rzp_test_unreg", keySecret: "key-secret-unreg", webhookSecret: "whsec-unreg" };
let db: Db;
let standin: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin, payments } = started);
  standin.controls.setWebhookUrl(undefined);
});

const silent = { warn: () => {}, error: () => {} };
const runJobs = () => processOutbox(db, payoutHandlers(db, payments), { logger: silent, limit: 200 });

/** Registered through the seller form without a GSTIN, approved by an admin, with a wash on offer. */
async function unregisteredCentre() {
  const registered = await callerFor(db).accounts.registerSeller({
    centreName: "Gali Car Wash",
    mobile: "9811122233",
    gstin: "",
    gstDeclaration: true,
    email: "gali@unregistered.test",
    locality: "Lajpat Nagar",
    city: "New Delhi",
    state: "Delhi",
    zip: "110024",
    password: "Dwarka-Shine42",
    confirmPassword: "Dwarka-Shine42",
  });
  const admin = await signedInUser(db, "admin");
  await callerFor(db, { token: admin.token }).admin.centres.approve({ centreId: registered.centre.id });
  const vehicleType = await db.vehicleType.upsert({
    where: { slug: "suv" },
    update: {},
    create: { slug: "suv", name: "Suv", group: "car" },
  });
  const category = await db.serviceCategory.upsert({
    where: { slug: "basic-wash" },
    update: {},
    create: { slug: "basic-wash", name: "Basic Wash" },
  });
  const wash = await db.service.create({
    data: {
      centreId: registered.centre.id,
      categoryId: category.id,
      subCategoryName: "Foam Wash",
      description: "Includes foam wash",
      durationMinutes: 30,
      driverFeePaise: 0,
      prices: { create: [{ vehicleTypeId: vehicleType.id, pricePaise: 49_900 }] },
    },
  });
  await activatePayouts(db, payments.gateway, {
    centreId: registered.centre.id,
    ownerId: registered.user.id,
  });
  return {
    centreId: registered.centre.id,
    vehicleTypeId: vehicleType.id,
    washId: wash.id,
    token: registered.token,
  };
}

type Centre = Awaited<ReturnType<typeof unregisteredCentre>>;

/** A UPI booking paid in the test checkout, settled by the payout jobs, then done by the centre. */
async function paidAndCompleted(centre: Centre, time: string) {
  const customer = await signedInUser(db);
  const caller = callerFor(db, { token: customer.token, payments });
  const booking = await caller.booking.create({
    centreId: centre.centreId,
    vehicleTypeId: centre.vehicleTypeId,
    items: [{ serviceId: centre.washId, quantity: 1 }],
    serviceMode: "at_centre",
    date: indiaDate(new Date(), 1),
    time,
    vehicleNumber: "DL 3C AB 1234",
    brand: "Hyundai",
    contactMobile: "9876543210",
    state: "Delhi",
    city: "New Delhi",
    address: "4 Park Street",
    zip: "110001",
    paymentMethod: "upi",
  });
  await caller.booking.confirmPayment(await payBookingInTestCheckout(standin.url, keys.keyId, booking));
  await runJobs();
  const vendor = callerFor(db, { token: centre.token, payments });
  await atSlotOf(db, booking.id, async () => {
    for (const action of ["confirm", "start", "complete"] as const) {
      await vendor.centreBookings.act({ bookingId: booking.id, action });
    }
  });
  const issued = await issueBookingInvoice(db, booking.id);
  const tcsEntries = await db.ledgerEntry.count({
    where: { bookingId: booking.id, kind: { in: ["tcs_withheld", "tcs_reversed"] } },
  });
  return { bookingId: booking.id, invoice: issued?.invoice, tcsEntries };
}

describe("a centre registered without a GSTIN", () => {
  it("gets no TCS on its UPI bookings and issues bills of supply; after adding a GSTIN, TCS and tax invoices from then", async () => {
    const centre = await unregisteredCentre();
    await expect(
      db.centre.findUniqueOrThrow({
        where: { id: centre.centreId },
        select: { gstin: true, gstRegisteredAt: true },
      }),
    ).resolves.toEqual({ gstin: null, gstRegisteredAt: null });

    const before = await paidAndCompleted(centre, "10:00");
    expect(before.tcsEntries).toBe(0);
    const payout = deriveBookingPayout(await ledgerTotals(db, before.bookingId));
    // Commission 10% of ₹499, no TCS: the rest is the centre's.
    expect(payout).toMatchObject({ commissionPaise: 4_990, tcsPaise: 0 });
    expect(
      await db.transfer.aggregate({ where: { bookingId: before.bookingId }, _sum: { amountPaise: true } }),
    ).toMatchObject({ _sum: { amountPaise: 49_900 - 4_990 } });
    expect(before.invoice).toMatchObject({
      kind: "bill_of_supply",
      totalPaise: 49_900,
      taxablePaise: 49_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      supplier: { gstin: null },
    });

    // The centre registers under GST and adds its GSTIN in the console's profile.
    const vendor = callerFor(db, { token: centre.token });
    const profile = await vendor.vendor.centre.get();
    const gstin = uniqueTestGstin();
    const addedAt = new Date();
    const form = {
      name: profile.name,
      mobile: profile.mobile,
      email: profile.email,
      locality: profile.locality,
      address: profile.address,
      city: profile.city,
      state: "Delhi" as const,
      zip: profile.zip,
      gstin,
      slotMinutes: profile.slotMinutes,
      bays: profile.bays,
      offersPickDrop: profile.offersPickDrop,
      offersDoorstep: profile.offersDoorstep,
      version: profile.version,
    };
    await vendor.vendor.centre.update(form);
    const registered = await db.centre.findUniqueOrThrow({
      where: { id: centre.centreId },
      select: { gstin: true, gstRegisteredAt: true, gstDeclarationAt: true },
    });
    expect(registered.gstin).toBe(gstin);
    expect(registered.gstRegisteredAt?.getTime()).toBeGreaterThanOrEqual(addedAt.getTime());
    expect(registered.gstDeclarationAt).toBeInstanceOf(Date);
    expect(
      await db.auditLog.count({
        where: { action: "centre.gst_registered", entityId: String(centre.centreId) },
      }),
    ).toBe(1);

    // Once given, a GSTIN is not taken away again.
    await expect(
      fieldErrorsOfRejection(vendor.vendor.centre.update({ ...form, version: form.version + 1, gstin: "" })),
    ).resolves.toEqual({
      gstin: "A GST-registered centre's GST number cannot be removed; you can correct it",
    });

    const after = await paidAndCompleted(centre, "11:00");
    expect(deriveBookingPayout(await ledgerTotals(db, after.bookingId)).tcsPaise).toBeGreaterThan(0);
    expect(after.invoice).toMatchObject({ kind: "tax_invoice", supplier: { gstin } });

    // What was settled and issued before stays: settling the first booking again adds no TCS.
    await db.$transaction((tx) => settleBooking(tx, before.bookingId, "after-registration"));
    expect(await db.ledgerEntry.count({ where: { bookingId: before.bookingId, kind: "tcs_withheld" } })).toBe(
      0,
    );
    await expect(
      db.invoice.findFirstOrThrow({ where: { bookingId: before.bookingId } }),
    ).resolves.toMatchObject({
      kind: "bill_of_supply",
    });
  });
});
