import { accountsRouter } from "./modules/accounts/accounts.router";
import { adminRouter } from "./modules/admin/admin.router";
import { customerBookingProcedures } from "./modules/booking/booking.router";
import { centreBookingsRouter } from "./modules/booking/centre-bookings.router";
import { catalogRouter } from "./modules/catalog/catalog.router";
import { vendorRouter } from "./modules/centre/centre.router";
import { checkoutProcedures } from "./modules/checkout/checkout.router";
import { walkInsRouter } from "./modules/checkout/walk-in.router";
import { contactRouter } from "./modules/contact/contact.router";
import { couponsRouter } from "./modules/coupons/coupon.router";
import { crewRouter } from "./modules/crew/crew.router";
import { dashboardRouter } from "./modules/dashboard/dashboard.router";
import { visitRouter, washerDayRouter } from "./modules/field-visits/field-visits.router";
import { healthRouter } from "./modules/health/health.router";
import { invoicesRouter } from "./modules/invoices/invoices.router";
import { jobCardRouter } from "./modules/jobcard/job-card.router";
import { messagingRouter } from "./modules/messaging/messaging.router";
import { notificationsRouter } from "./modules/notifications/notifications.router";
import { payoutsRouter } from "./modules/payouts/payouts.router";
import { placesRouter } from "./modules/places/places.router";
import { planBillingProcedures } from "./modules/plan-billing/plan-billing.router";
import { reviewsRouter } from "./modules/reviews/review.router";
import { teamRouter } from "./modules/team/team.router";
import {
  planSubscribersRouter,
  planSubscriptionProcedures,
  washPlansRouter,
} from "./modules/wash-plans/wash-plans.router";
import { createCallerFactory, router } from "./trpc";

export const appRouter = router({
  health: healthRouter,
  accounts: accountsRouter,
  contact: contactRouter,
  catalog: catalogRouter,
  places: placesRouter,
  vendor: vendorRouter,
  reviews: reviewsRouter,
  booking: router({ ...customerBookingProcedures, ...checkoutProcedures }),
  centreBookings: centreBookingsRouter,
  walkIns: walkInsRouter,
  admin: adminRouter,
  dashboard: dashboardRouter,
  invoices: invoicesRouter,
  payouts: payoutsRouter,
  coupons: couponsRouter,
  messaging: messagingRouter,
  notifications: notificationsRouter,
  team: teamRouter,
  crew: crewRouter,
  jobCard: jobCardRouter,
  washerDay: washerDayRouter,
  visit: visitRouter,
  washPlans: washPlansRouter,
  planSubscriptions: router({ ...planSubscriptionProcedures, ...planBillingProcedures }),
  planSubscribers: planSubscribersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
