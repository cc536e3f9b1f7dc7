import {
  indiaMonthRange,
  type PayoutsOverviewRow,
  type Statement,
  type StatementRow,
  type StuckTransferRow,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { currentTime } from "../../lib/clock";
import { deriveBookingMoney, deriveBookingPayout, totalsOf } from "../ledger";
import { payoutAccountView } from "./payout-account.service";
import { rateAt } from "./rates";
import { centreReceivablePaise, centreReceivables } from "./receivable";

/**
 * A centre's statement for a month (its bookings by slot date, India time): per booking what the customer
 * paid, what went back, the commission, the TCS, what was kept back for commission owed on cash bookings and
 * what reached the centre, a missed visit's credit and a not-accessible fee, all from the ledger; and what the
 * centre owes now.
 */
export async function centreStatement(db: Db, centreId: number, month: string): Promise<Statement> {
  const { from, to } = indiaMonthRange(month);
  const bookings = await db.booking.findMany({
    where: { centreId, slotStart: { gte: from, lt: to } },
    select: {
      id: true,
      code: true,
      slotStart: true,
      status: true,
      paymentMethod: true,
      ledger: { select: { kind: true, amountPaise: true } },
      transfers: { select: { state: true, amountPaise: true }, orderBy: { id: "desc" } },
    },
    orderBy: { slotStart: "asc" },
  });
  const rows: StatementRow[] = bookings
    .map((booking) => {
      const totals = totalsOf(booking.ledger);
      const money = deriveBookingMoney(totals);
      const payout = deriveBookingPayout(totals);
      const paidPaise = money.capturedPaise + money.cashPaise;
      const refundedPaise = money.refundedPaise + money.refundPendingPaise;
      return {
        bookingId: booking.id,
        code: booking.code,
        slotStart: booking.slotStart,
        status: booking.status,
        paymentMethod: booking.paymentMethod,
        paidPaise,
        refundedPaise,
        commissionPaise: payout.commissionPaise,
        tcsPaise: payout.tcsPaise,
        transferredPaise: payout.transferredPaise,
        waitingPaise: booking.transfers
          .filter((t) => t.state === "waiting")
          .reduce((sum, t) => sum + t.amountPaise, 0),
        offsetPaise: payout.offsetPaise,
        netPaise: paidPaise - refundedPaise - payout.commissionPaise - payout.tcsPaise,
        transferState: booking.transfers[0]?.state ?? null,
        missedVisitCreditPaise: totals.missed_visit_credit ?? 0,
        notAccessibleFeePaise: totals.not_accessible_fee ?? 0,
      };
    })
    // A missed visit's credit or a not-accessible fee is on it even before anything was paid (cash).
    .filter(
      (row) =>
        row.paidPaise > 0 || (row.missedVisitCreditPaise ?? 0) > 0 || (row.notAccessibleFeePaise ?? 0) > 0,
    );
  const sum = (key: keyof Statement["totals"]) =>
    rows.reduce((total, row) => total + (row[key as keyof StatementRow] as number), 0);
  return {
    month,
    rows,
    totals: {
      bookings: rows.length,
      paidPaise: sum("paidPaise"),
      refundedPaise: sum("refundedPaise"),
      commissionPaise: sum("commissionPaise"),
      tcsPaise: sum("tcsPaise"),
      transferredPaise: sum("transferredPaise"),
      waitingPaise: sum("waitingPaise"),
      offsetPaise: sum("offsetPaise"),
      netPaise: sum("netPaise"),
    },
    receivablePaise: await centreReceivablePaise(db, centreId),
  };
}

/**
 * Every approved (or suspended) centre's payout account and transfers, for admins: what is held, released,
 * waiting (each net of what Route took back) and how many transfers failed, with its commission rate today.
 */
export async function payoutsOverview(db: Db, now = currentTime()): Promise<PayoutsOverviewRow[]> {
  const centres = await db.centre.findMany({
    where: { status: { in: ["approved", "suspended"] } },
    select: {
      id: true,
      name: true,
      payout: true,
      transfers: {
        select: {
          state: true,
          amountPaise: true,
          ledger: { where: { kind: "transfer_reversed" }, select: { amountPaise: true } },
        },
      },
    },
    orderBy: { name: "asc" },
  });
  const receivables = await centreReceivables(
    db,
    centres.map((centre) => centre.id),
  );
  return Promise.all(
    centres.map(async (centre) => {
      const net = (state: string) =>
        centre.transfers
          .filter((t) => t.state === state)
          .reduce((sum, t) => sum + t.amountPaise - t.ledger.reduce((back, e) => back + e.amountPaise, 0), 0);
      return {
        centreId: centre.id,
        centreName: centre.name,
        account: centre.payout ? payoutAccountView(centre.payout) : null,
        onHoldPaise: net("on_hold"),
        releasedPaise: net("released"),
        waitingPaise: net("waiting"),
        failedTransfers: centre.transfers.filter((t) => t.state === "failed").length,
        receivablePaise: receivables.get(centre.id) ?? 0,
        commissionBp: await rateAt(db, "commission", centre.id, now),
      };
    }),
  );
}

/** Transfers that are not moving: refused by Razorpay, or waiting for more than a day; oldest first. */
export async function stuckTransfers(db: Db, now = currentTime()): Promise<StuckTransferRow[]> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const rows = await db.transfer.findMany({
    where: { OR: [{ state: "failed" }, { state: "waiting", createdAt: { lte: dayAgo } }] },
    select: {
      id: true,
      amountPaise: true,
      state: true,
      reason: true,
      createdAt: true,
      booking: { select: { id: true, code: true } },
      centre: { select: { id: true, name: true } },
    },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  return rows.map((row) => ({
    transferId: row.id,
    bookingId: row.booking.id,
    bookingCode: row.booking.code,
    centreId: row.centre.id,
    centreName: row.centre.name,
    amountPaise: row.amountPaise,
    state: row.state === "failed" ? "failed" : "waiting",
    reason: row.reason,
    since: row.createdAt,
  }));
}
