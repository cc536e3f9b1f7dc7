import {
  type AdminBookingDetail,
  type AdminBookingPage,
  type AdminBookingRow,
  type AdminBookingSearchInput,
  contactEmail,
} from "@chamak/contracts";
import type { Db, Prisma } from "@chamak/db";
import { DomainError } from "../../errors";
import { currentTime } from "../../lib/clock";
import { pageOf, pageWindow } from "../../lib/page";
import { withBookingViews } from "../booking";
import { bookingMoney } from "../ledger";
import { adminBookingWhere } from "./admin-booking-filters";

/** What an admin's row reads besides the booking's own view. */
const rowSelect = {
  id: true,
  customer: { select: { id: true, name: true, email: true, mobile: true } },
  _count: { select: { disputes: { where: { status: "open" } } } },
} satisfies Prisma.BookingSelect;

type Row = Prisma.BookingGetPayload<{ select: typeof rowSelect }>;

/** Bookings as an admin sees them: each view with their allowed actions, its customer and open disputes. */
async function toRows(db: Db, rows: readonly Row[], now: Date): Promise<AdminBookingRow[]> {
  const items = await withBookingViews({ pool: db }, rows, "admin", now);
  return items.map(({ row, view }) => ({
    ...view,
    customer: { ...row.customer, email: contactEmail(row.customer.email) },
    openDisputes: row._count.disputes,
  }));
}

/** Bookings across all centres, latest slot first. */
export async function searchBookingsForAdmin(
  db: Db,
  input: AdminBookingSearchInput,
  now = currentTime(),
): Promise<AdminBookingPage> {
  const where = await adminBookingWhere(db, input);
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      select: rowSelect,
      orderBy: [{ slotStart: "desc" }, { id: "desc" }],
      ...pageWindow(input),
    }),
    db.booking.count({ where }),
  ]);
  return pageOf(input, await toRows(db, rows, now), total);
}

/** The data fields of an audit entry that hold an account's id, per action: shown by the person's name. */
const PERSON_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "booking.washer_assigned": ["from", "to"],
  // A walk-in's booking names its customer (the counter's member is the actor); older walk-ins had their own entry.
  "booking.created": ["customerId"],
  "booking.walk_in": ["customerId"],
};

/** An entry's people by field: { to: 12 } for a washer put on the booking. */
function peopleIn(action: string, data: unknown): Record<string, number> {
  const fields = PERSON_FIELDS[action];
  if (!fields || !data || typeof data !== "object") return {};
  return Object.fromEntries(
    fields.flatMap((field) => {
      const id = (data as Record<string, unknown>)[field];
      return typeof id === "number" ? [[field, id]] : [];
    }),
  );
}

/** One booking with its money trail, disputes and audit trail (oldest first). */
export async function getBookingForAdmin(
  db: Db,
  bookingId: number,
  now = currentTime(),
): Promise<AdminBookingDetail> {
  const row = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      ...rowSelect,
      payments: { orderBy: { id: "asc" } },
      refunds: { orderBy: { id: "asc" } },
      disputes: { orderBy: { id: "asc" }, include: { raisedBy: { select: { id: true, name: true } } } },
    },
  });
  if (!row) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  const trail = await db.auditLog.findMany({
    where: { entityType: "booking", entityId: String(bookingId) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const mentioned = trail.map((entry) => peopleIn(entry.action, entry.data));
  const actorIds = [
    ...new Set([
      ...trail.flatMap((entry) => (entry.actorId === null ? [] : [entry.actorId])),
      ...mentioned.flatMap((fields) => Object.values(fields)),
    ]),
  ];
  const actors = new Map(
    (await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, name: true } })).map(
      (user) => [user.id, user.name],
    ),
  );
  const [view] = await toRows(db, [row], now);
  if (!view) throw new DomainError("NOT_FOUND", "bookingNotFound", "bookingId");
  return {
    ...view,
    payments: row.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      state: payment.state,
      amountPaise: payment.amountPaise,
      razorpayPaymentId: payment.razorpayPaymentId,
      failureReason: payment.failureReason,
      capturedAt: payment.capturedAt,
      createdAt: payment.createdAt,
    })),
    refunds: row.refunds.map((refund) => ({
      id: refund.id,
      amountPaise: refund.amountPaise,
      status: refund.status,
      reason: refund.reason,
      razorpayRefundId: refund.razorpayRefundId,
      failureReason: refund.failureReason,
      createdAt: refund.createdAt,
      processedAt: refund.processedAt,
    })),
    disputes: row.disputes.map((dispute) => ({
      id: dispute.id,
      bookingId: dispute.bookingId,
      reason: dispute.reason,
      status: dispute.status,
      resolution: dispute.resolution,
      raisedBy: dispute.raisedBy,
      createdAt: dispute.createdAt,
      resolvedAt: dispute.resolvedAt,
    })),
    audit: trail.map((entry, index) => ({
      id: String(entry.id),
      action: entry.action,
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      actorName: entry.actorId === null ? null : (actors.get(entry.actorId) ?? null),
      data: entry.data,
      names: Object.fromEntries(
        Object.entries(mentioned[index] ?? {}).flatMap(([field, id]) => {
          const name = actors.get(id);
          return name ? [[field, name]] : [];
        }),
      ),
      createdAt: entry.createdAt,
    })),
    money: await bookingMoney(db, bookingId),
  };
}
