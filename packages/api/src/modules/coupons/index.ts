// The coupons module's front door: what other modules may use. Code in another module imports `../coupons`,
// never one of its files (`pnpm lint` checks); tests may reach in.
export {
  type ApplicableCoupon,
  findApplicableCoupon,
  redeemCoupon,
  releaseCouponIfNothingKept,
} from "./coupon.service";
export { adminCouponsRouter } from "./coupon-admin.router";
