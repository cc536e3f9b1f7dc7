import {
  GST,
  type Gstr8Row,
  indiaMonthRange,
  isGstRegisteredAt,
  isIntraState,
  placeOfSupplyOf,
} from "@chamak/contracts";
import type { Db } from "@chamak/db";

/** A tax-inclusive amount's taxable value (GST taken out), to the paisa. */
const taxableOf = (paise: number) => Math.round((paise * 100) / (100 + GST.ratePercent));

/**
 * The marketplace's TCS return for a month (GSTR-8, table 3): per GST-registered centre (its bookings paid since
 * it registered), the taxable value of
 * what customers paid online in the month, of what went back to them, the net, and the TCS recorded in the
 * month, split by place of supply. Everything is read from ledger entries made in the India month, so a month's
 * return never changes once the month is over.
 */
export async function gstr8Report(db: Db, month: string): Promise<Gstr8Row[]> {
  const { from, to } = indiaMonthRange(month);
  const entries = await db.ledgerEntry.findMany({
    where: {
      createdAt: { gte: from, lt: to },
      kind: { in: ["payment_captured", "refund_processed", "tcs_withheld", "tcs_reversed"] },
      booking: { paymentMethod: "upi", centre: { gstin: { not: null } } },
    },
    select: {
      kind: true,
      amountPaise: true,
      createdAt: true,
      booking: {
        select: {
          serviceMode: true,
          state: true,
          centre: { select: { id: true, name: true, gstin: true, gstRegisteredAt: true, state: true } },
          payments: {
            where: { capturedAt: { not: null } },
            select: { capturedAt: true },
            orderBy: { capturedAt: "asc" },
            take: 1,
          },
        },
      },
    },
  });
  // TCS within the centre's state, split into CGST and SGST at the end.
  const rows = new Map<number, Gstr8Row & { tcsPaise: number }>();
  for (const entry of entries) {
    const { centre, payments } = entry.booking;
    // A booking counts as the settlement does: if its centre was GST-registered when it was first paid.
    const { gstin } = centre;
    if (gstin === null || !isGstRegisteredAt(centre, payments[0]?.capturedAt ?? entry.createdAt)) continue;
    const row = rows.get(centre.id) ?? {
      centreId: centre.id,
      centreName: centre.name,
      gstin,
      grossPaise: 0,
      returnsPaise: 0,
      netPaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      tcsPaise: 0,
    };
    const interState = !isIntraState(
      centre.state,
      placeOfSupplyOf(entry.booking.serviceMode, entry.booking.state, centre.state),
    );
    switch (entry.kind) {
      case "payment_captured":
        row.grossPaise += taxableOf(entry.amountPaise);
        break;
      case "refund_processed":
        row.returnsPaise += taxableOf(entry.amountPaise);
        break;
      case "tcs_withheld":
      case "tcs_reversed": {
        const signed = entry.kind === "tcs_withheld" ? entry.amountPaise : -entry.amountPaise;
        if (interState) row.igstPaise += signed;
        else row.tcsPaise += signed;
        break;
      }
    }
    rows.set(centre.id, row);
  }
  return [...rows.values()]
    .map(({ tcsPaise, ...row }) => {
      // TCS within a state is half CGST, half SGST. It is withheld per booking as one amount (settlement.ts), so
      // the month's total may be odd: that paisa goes to SGST. (Invoices make the two equal; TCS does not yet.)
      const cgstPaise = Math.floor(tcsPaise / 2);
      return {
        ...row,
        netPaise: row.grossPaise - row.returnsPaise,
        cgstPaise,
        sgstPaise: tcsPaise - cgstPaise,
      };
    })
    .sort((a, b) => a.gstin.localeCompare(b.gstin));
}
