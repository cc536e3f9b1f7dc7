import {
  indiaMonthRange,
  type PayoutsOverviewRow,
  type Statement,
  type StatementRow,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";
import { deriveBookingMoney, deriveBookingPayout } from "../ledger/booking-money";
import { totalsOf } from "../ledger/ledger";

import { payoutTerms } from "./payout-account.service";

/**
 * A centre's statement for a month (its bookings by slot date, India time): per booking what the customer
 * paid, what went back, the commission, the TCS and what reached the centre, all from the ledger.
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
      return {
        bookingId: booking.id,
        code: booking.code,
        slotStart: booking.slotStart,
        status: booking.status,
        paymentMethod: booking.paymentMethod,
        paidPaise: money.capturedPaise + money.cashPaise,
        refundedPaise: money.refundedPaise + money.refundPendingPaise,
        commissionPaise: payout.commissionPaise,
        tcsPaise: payout.tcsPaise,
        transferredPaise: payout.transferredPaise,
        waitingPaise: booking.transfers
          .filter((t) => t.state === "waiting")
          .reduce((sum, t) => sum + t.amountPaise, 0),
        transferState: booking.transfers[0]?.state ?? null,
      };
    })
    .filter((row) => row.paidPaise > 0);
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
    },
  };
}

/** Every approved centre's payout account and transfers, for admins: what is held, released, waiting or failed. */
export async function payoutsOverview(db: Db, now = new Date()): Promise<PayoutsOverviewRow[]> {
  const centres = await db.centre.findMany({
    where: { status: { in: ["approved", "suspended"] } },
    select: { id: true, name: true },
    orderBy: { name: "asc" },
  });
  const byState = await db.transfer.groupBy({
    by: ["centreId", "state"],
    _sum: { amountPaise: true },
    _count: { _all: true },
  });
  const reversed = await db.ledgerEntry.groupBy({
    by: ["transferId"],
    where: { kind: "transfer_reversed", transferId: { not: null } },
    _sum: { amountPaise: true },
  });
  const transferCentre = new Map(
    (await db.transfer.findMany({ select: { id: true, centreId: true, state: true } })).map((t) => [t.id, t]),
  );
  const reversedBy = new Map<string, number>();
  for (const row of reversed) {
    const transfer = row.transferId === null ? undefined : transferCentre.get(row.transferId);
    if (!transfer) continue;
    const key = `${transfer.centreId}:${transfer.state}`;
    reversedBy.set(key, (reversedBy.get(key) ?? 0) + (row._sum.amountPaise ?? 0));
  }
  const net = (centreId: number, state: string) =>
    (byState.find((row) => row.centreId === centreId && row.state === state)?._sum.amountPaise ?? 0) -
    (reversedBy.get(`${centreId}:${state}`) ?? 0);
  return Promise.all(
    centres.map(async (centre) => {
      const terms = await payoutTerms(db, centre.id, now);
      return {
        centreId: centre.id,
        centreName: centre.name,
        account: terms.account,
        onHoldPaise: net(centre.id, "on_hold"),
        releasedPaise: net(centre.id, "released"),
        waitingPaise: net(centre.id, "waiting"),
        failedTransfers:
          byState.find((row) => row.centreId === centre.id && row.state === "failed")?._count._all ?? 0,
        commissionBp: terms.commissionBp,
      };
    }),
  );
}
