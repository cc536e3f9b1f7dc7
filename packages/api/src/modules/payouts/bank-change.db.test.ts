import { POLICY } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import type { RunningRazorpayStandin } from "@chamak/razorpay-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableCentre, bookingRequest } from "../../../test/support/booking-fixtures";
import { callerFor, fieldErrorsOfRejection, signedInUser } from "../../../test/support/caller";
import { atTime } from "../../../test/support/clock";
import { latestCode, messagingStandinOptions, standinMessaging } from "../../../test/support/messaging";
import { activatePayouts, TEST_BANK } from "../../../test/support/payout-account";
import { useStandinAndDatabase } from "../../../test/support/standin-database";
import { payBookingInTestCheckout } from "../../../test/support/test-checkout";
import { MemoryRateLimiter } from "../../lib/rate-limiter";
import type { Mailer } from "../notifications/mailer";
import { mergeOutboxHandlers, processOutbox } from "../outbox/outbox-worker";
import type { PaymentsDeps } from "../payments/payments-deps";
import { PaymentGatewayError } from "../payments/razorpay-client";
import { bankChangeNoticeHandlers } from "./bank-change-notices";
import { savePayoutAccount } from "./payout-account.service";
import { payoutHandlers } from "./payout-handlers";

// A change of where a centre's money goes, as an attacker with a stolen console session would try it and as the
// owner lives it: the code to the owner's phone, the cooling-off hold, the notices, and "this wasn't me".

const keys = { keyId: "rzp_test_bank", keySecret: "key-secret-bank", webhookSecret: "whsec-bank" };
let db: Db;
let razorpay: RunningRazorpayStandin;
let payments: PaymentsDeps;
useStandinAndDatabase(keys, (started) => {
  ({ db, standin: razorpay, payments } = started);
  razorpay.controls.setWebhookUrl(undefined);
});
let phones: RunningMessagingStandin;
beforeAll(async () => {
  phones = await startMessagingStandin(messagingStandinOptions());
});
afterAll(() => phones?.close());

const mails: { to: string; subject: string; text: string }[] = [];
const mailer: Mailer = {
  send: async (message) => {
    mails.push(message);
  },
  close: async () => {},
};
const silent = { warn: () => {}, error: () => {} };
const runJobs = () => {
  const messaging = standinMessaging(phones);
  return processOutbox(
    db,
    mergeOutboxHandlers(
      payoutHandlers(db, payments),
      bankChangeNoticeHandlers(db, mailer, { channels: messaging.channels, siteUrl: "https://chamak.test" }),
    ),
    { logger: silent, limit: 200 },
  );
};

let serial = 0;
/** A centre with a payout account, its owner's verified mobile, and the owner's console. */
async function centreWithAccount() {
  serial += 1;
  const fixture = await bookableCentre(db);
  const mobile = `97${String(40_000_000 + serial).padStart(8, "0")}`;
  await db.user.update({ where: { id: fixture.owner.id }, data: { phone: `+91${mobile}`, mobile } });
  await activatePayouts(db, payments.gateway, { centreId: fixture.centre.id, ownerId: fixture.owner.id });
  const limiter = new MemoryRateLimiter();
  const console = callerFor(db, {
    token: fixture.owner.token,
    payments,
    messaging: standinMessaging(phones),
    limiter,
  });
  return { fixture, mobile, phone: `+91${mobile}`, console };
}

const NEW_BANK = { beneficiaryName: "Sparkle Car Care", accountNumber: "5550001234", ifsc: "ICIC0000001" };

describe("changing the bank account payouts go to", () => {
  it("needs the code just sent to the owner's phone: a session alone changes nothing", async () => {
    const { fixture, phone, console } = await centreWithAccount();
    await expect(
      fieldErrorsOfRejection(
        console.payouts.centre.setUpAccount({ ...NEW_BANK, acceptTerms: true, code: "" }),
      ),
    ).resolves.toEqual({ code: "Enter the 6-digit code we sent you" });
    await expect(
      console.payouts.centre.setUpAccount({ ...NEW_BANK, acceptTerms: true, code: "123456" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This code has expired or was already used; ask for a new one",
    });
    await expect(console.payouts.centre.requestBankCode({ channel: "sms" })).resolves.toMatchObject({
      sentTo: `+91 ••••••${phone.slice(-4)}`,
    });
    const right = latestCode(phones, phone);
    await expect(
      console.payouts.centre.setUpAccount({
        ...NEW_BANK,
        acceptTerms: true,
        code: right === "000000" ? "111111" : "000000",
      }),
    ).rejects.toMatchObject({ message: "That code is not right; 4 tries left" });
    const account = await db.payoutAccount.findUniqueOrThrow({ where: { centreId: fixture.centre.id } });
    expect(account).toMatchObject({ accountLast4: "9012", ifsc: TEST_BANK.ifsc, holdUntil: null });
  });

  it("names the bank of the IFSC, refuses one RBI does not list without spending the code", async () => {
    const { phone, console } = await centreWithAccount();
    await expect(console.payouts.centre.bankOfIfsc({ ifsc: "icic0000001" })).resolves.toEqual({
      ifsc: "ICIC0000001",
      bankName: "ICICI Bank",
      branchCode: "000001",
    });
    await expect(console.payouts.centre.bankOfIfsc({ ifsc: "ABCD0123456" })).resolves.toBeNull();
    await console.payouts.centre.requestBankCode({ channel: "sms" });
    const code = latestCode(phones, phone);
    await expect(
      fieldErrorsOfRejection(
        console.payouts.centre.setUpAccount({ ...NEW_BANK, ifsc: "ABCD0123456", acceptTerms: true, code }),
      ),
    ).resolves.toEqual({
      ifsc: "ABCD0123456 is not an IFSC in RBI's list: check it on a cheque leaf or the passbook",
    });
    await expect(
      console.payouts.centre.setUpAccount({ ...NEW_BANK, acceptTerms: true, code }),
    ).resolves.toMatchObject({ bankName: "ICICI Bank", accountLast4: "1234", ifsc: "ICIC0000001" });
  });

  it("holds every payout for the cooling-off period, tells the owner everywhere, then pays the new account", async () => {
    const { fixture, phone, console } = await centreWithAccount();
    await console.payouts.centre.requestBankCode({ channel: "sms" });
    const changedAt = new Date();
    const view = await console.payouts.centre.setUpAccount({
      ...NEW_BANK,
      acceptTerms: true,
      code: latestCode(phones, phone),
    });
    const holdEnds = view.holdUntil?.getTime() ?? 0;
    expect(holdEnds - changedAt.getTime()).toBeGreaterThanOrEqual(
      POLICY.bankChangeHoldHours * 3_600_000 - 5_000,
    );
    expect(holdEnds - changedAt.getTime()).toBeLessThanOrEqual(
      POLICY.bankChangeHoldHours * 3_600_000 + 5_000,
    );

    // A customer pays meanwhile: the centre's share waits, saying why.
    const customer = callerFor(db, { token: (await signedInUser(db)).token, payments });
    const booking = await customer.booking.create(
      bookingRequest(fixture, { time: "11:00", paymentMethod: "upi" }),
    );
    await customer.booking.confirmPayment(await payBookingInTestCheckout(razorpay.url, keys.keyId, booking));
    await runJobs();
    const held = await db.transfer.findMany({ where: { bookingId: booking.id } });
    expect(held).toMatchObject([
      { state: "waiting", reason: "Held after a change of the centre's bank account, until the hold ends" },
    ]);

    // The owner heard of it by SMS (with the link that stops it) and by email; the centre's address too.
    const [sms] = phones.controls.messages({ to: phone });
    expect(sms?.text).toMatch(
      /^Chamak: payouts of Test Centre \d+ now go to ICICI Bank account ending 1234\. Nothing is paid to it before .+\. Not you\? Stop it: https:\/\/chamak\.test\/console\/bank-change\?token=[\w-]{32}$/,
    );
    const owner = await db.user.findUniqueOrThrow({ where: { id: fixture.owner.id } });
    expect(mails.filter((m) => m.subject.startsWith("Payout bank account changed")).map((m) => m.to)).toEqual(
      expect.arrayContaining([owner.email, fixture.centre.email]),
    );

    // When the hold ends (its message falls due; the outbox reads the database's clock), the waiting share goes
    // to the centre's account.
    const ending = { topic: "payouts.bank_hold_ended", payload: { equals: { centreId: fixture.centre.id } } };
    expect(await db.outboxMessage.findFirst({ where: ending })).toMatchObject({ runAt: view.holdUntil });
    await db.outboxMessage.updateMany({ where: ending, data: { runAt: new Date(Date.now() - 1_000) } });
    await atTime(new Date(holdEnds + 1_000), () => runJobs());
    const sent = await db.transfer.findMany({ where: { bookingId: booking.id } });
    expect(sent).toMatchObject([{ state: "on_hold", reason: null }]);
  });

  it("stops a change the owner did not make with one tap: payouts paused, sessions ended, admins told", async () => {
    const { fixture, phone, console } = await centreWithAccount();
    await signedInUser(db, "admin");
    await console.payouts.centre.requestBankCode({ channel: "sms" });
    await console.payouts.centre.setUpAccount({
      ...NEW_BANK,
      acceptTerms: true,
      code: latestCode(phones, phone),
    });
    await runJobs();
    const token = new URL(
      phones.controls.messages({ to: phone })[0]?.text.split(" ").at(-1) ?? "",
    ).searchParams.get("token");
    const anyone = callerFor(db);
    await expect(anyone.payouts.bankChange.preview({ token: token ?? "" })).resolves.toMatchObject({
      bankName: "ICICI Bank",
      accountLast4: "1234",
      reportedAt: null,
    });
    const reported = await anyone.payouts.bankChange.report({ token: token ?? "" });
    expect(reported.reportedAt).toBeInstanceOf(Date);
    await expect(console.accounts.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const account = await db.payoutAccount.findUniqueOrThrow({ where: { centreId: fixture.centre.id } });
    expect(account).toMatchObject({ payoutsPaused: true });
    expect(account.pausedReason).toContain("was not theirs");
    await runJobs();
    expect(mails.some((m) => m.subject === `Bank account change reported: ${fixture.centre.name}`)).toBe(
      true,
    );
    // A second tap changes nothing more; a made-up token is no link.
    await expect(anyone.payouts.bankChange.report({ token: token ?? "" })).resolves.toMatchObject({
      reportedAt: reported.reportedAt,
    });
    await expect(anyone.payouts.bankChange.preview({ token: "x".repeat(32) })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const audit = await db.auditLog.findMany({
      where: {
        entityType: "centre",
        entityId: String(fixture.centre.id),
        action: { startsWith: "payouts.bank" },
      },
      orderBy: { id: "asc" },
    });
    // The first account (set up with the centre), the change, and the report.
    expect(audit.map((row) => row.action)).toEqual([
      "payouts.bank_changed",
      "payouts.bank_changed",
      "payouts.bank_change_reported",
    ]);
  });

  it("holds payouts before Razorpay is asked: a lost answer keeps the hold, a refusal lifts it", async () => {
    const { fixture } = await centreWithAccount();
    const centreId = fixture.centre.id;
    const owner = { id: fixture.owner.id, role: "vendor" as const };
    const change = { ...NEW_BANK, bankName: "ICICI Bank", acceptTerms: true as const };
    const holdOf = async () => (await db.payoutAccount.findUniqueOrThrow({ where: { centreId } })).holdUntil;

    // Razorpay does not answer: it may have taken the new account, so nothing is paid before the hold ends.
    razorpay.controls.setDown(true);
    try {
      await expect(savePayoutAccount(db, payments.gateway, owner, centreId, change)).rejects.toMatchObject({
        code: "UNAVAILABLE",
      });
    } finally {
      razorpay.controls.setDown(false);
    }
    expect((await holdOf())?.getTime()).toBeGreaterThan(
      Date.now() + (POLICY.bankChangeHoldHours - 1) * 3_600_000,
    );

    // Razorpay refuses the account: nothing changed there, and the hold it started is lifted.
    await db.payoutAccount.update({ where: { centreId }, data: { holdUntil: null } });
    const refusing = {
      ...payments.gateway,
      updateRouteSettlements: async () => {
        throw new PaymentGatewayError("rejected", "The account number is not valid", {
          field: "settlements.account_number",
        });
      },
    };
    await expect(savePayoutAccount(db, refusing, owner, centreId, change)).rejects.toMatchObject({
      code: "BAD_INPUT",
      field: "accountNumber",
    });
    expect(await holdOf()).toBeNull();
  });

  it("asks an owner without a verified mobile to add one first", async () => {
    const fixture = await bookableCentre(db);
    await activatePayouts(db, payments.gateway, { centreId: fixture.centre.id, ownerId: fixture.owner.id });
    const console = callerFor(db, {
      token: fixture.owner.token,
      payments,
      messaging: standinMessaging(phones),
    });
    await expect(console.payouts.centre.requestBankCode({ channel: "sms" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringContaining("adds one under Profile › Phone"),
    });
  });
});
