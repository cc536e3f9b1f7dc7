import { type CouponOutput, couponCreateInput, indiaDate, indiaToInstant } from "@chamak/contracts";
import type { Coupon, Db } from "@chamak/db";
import type { z } from "zod";
import { DomainError } from "../../errors";
import type { AdminActor } from "../../lib/admin-actor";
import { audit } from "../../lib/audit";
import { currentTime } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";

type CouponInput = z.output<typeof couponCreateInput>;

function stateOf(coupon: Coupon, now: Date): CouponOutput["state"] {
  if (coupon.retiredAt) return "retired";
  if (coupon.validUntil && coupon.validUntil <= now) return "expired";
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return "exhausted";
  if (coupon.validFrom > now) return "scheduled";
  return "active";
}

function toCouponOutput(coupon: Coupon, now: Date): CouponOutput {
  return {
    id: coupon.id,
    code: coupon.code,
    description: coupon.description,
    percentOff: coupon.percentOff,
    amountOffPaise: coupon.amountOffPaise,
    maxDiscountPaise: coupon.maxDiscountPaise,
    minOrderPaise: coupon.minOrderPaise,
    firstBookingOnly: coupon.firstBookingOnly,
    allowsFree: coupon.allowsFree,
    perUserLimit: coupon.perUserLimit,
    maxRedemptions: coupon.maxRedemptions,
    redemptionCount: coupon.redemptionCount,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    retiredAt: coupon.retiredAt,
    createdAt: coupon.createdAt,
    state: stateOf(coupon, now),
  };
}

/** Every coupon, live ones first, newest first within. */
export async function listCoupons(db: Db, now = currentTime()): Promise<CouponOutput[]> {
  const rows = await db.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 500 });
  const order: Record<CouponOutput["state"], number> = {
    active: 0,
    scheduled: 1,
    exhausted: 2,
    expired: 3,
    retired: 4,
  };
  return rows.map((row) => toCouponOutput(row, now)).sort((a, b) => order[a.state] - order[b.state]);
}

/**
 * Creates a promo code. Dates are Indian calendar days: it works from the start of validFrom (today when
 * left out) to the end of validUntil. The codes are checked at booking by coupons/coupon.service.ts.
 */
export async function createCoupon(
  db: Db,
  actor: AdminActor,
  input: CouponInput,
  now = currentTime(),
): Promise<CouponOutput> {
  // The router has parsed the input already; parsing again keeps direct callers (tests, scripts) honest.
  const coupon = couponCreateInput.parse(input);
  const today = indiaDate(now);
  if (coupon.validUntil && coupon.validUntil < today) {
    throw new DomainError("BAD_INPUT", "validUntilPast", "validUntil");
  }
  const validFrom = coupon.validFrom && coupon.validFrom > today ? indiaToInstant(coupon.validFrom, 0) : now;
  const validUntil = coupon.validUntil ? indiaToInstant(coupon.validUntil, 24 * 60) : null;
  try {
    const created = await db.$transaction(async (tx) => {
      const row = await tx.coupon.create({
        data: {
          code: coupon.code,
          description: coupon.description,
          percentOff: coupon.percentOff ?? null,
          amountOffPaise: coupon.amountOffPaise ?? null,
          maxDiscountPaise: coupon.maxDiscountPaise ?? null,
          minOrderPaise: coupon.minOrderPaise,
          firstBookingOnly: coupon.firstBookingOnly,
          allowsFree: coupon.allowsFree,
          perUserLimit: coupon.perUserLimit,
          maxRedemptions: coupon.maxRedemptions ?? null,
          validFrom,
          validUntil,
        },
      });
      await audit(
        tx,
        actor,
        "coupon.created",
        { type: "coupon", id: row.id },
        {
          ...coupon,
          validFrom: validFrom.toISOString(),
          validUntil: validUntil?.toISOString() ?? null,
        },
      );
      return row;
    });
    return toCouponOutput(created, now);
  } catch (error) {
    if (isUniqueViolation(error, "code")) {
      throw new DomainError(
        "CONFLICT",
        { id: "errors.couponCodeTaken", values: { code: coupon.code } },
        "code",
      );
    }
    throw error;
  }
}

/** Retires a code: it stops working at once; past redemptions stay. */
export async function retireCoupon(
  db: Db,
  actor: AdminActor,
  couponId: number,
  now = currentTime(),
): Promise<CouponOutput> {
  const retired = await db.$transaction(async (tx) => {
    const coupon = await tx.coupon.findUnique({
      where: { id: couponId },
      select: { retiredAt: true, code: true },
    });
    if (!coupon) throw new DomainError("NOT_FOUND", "couponNotFound", "couponId");
    if (coupon.retiredAt)
      throw new DomainError("PRECONDITION_FAILED", {
        id: "errors.couponAlreadyRetired",
        values: { code: coupon.code },
      });
    const row = await tx.coupon.update({ where: { id: couponId }, data: { retiredAt: now } });
    await audit(tx, actor, "coupon.retired", { type: "coupon", id: couponId }, { code: coupon.code });
    return row;
  });
  return toCouponOutput(retired, now);
}
