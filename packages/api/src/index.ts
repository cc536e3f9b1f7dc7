export { type ClientError, issueMessage } from "./client-errors";
export { bearerToken, type Context, readDbOf, requestedCentreId, type SystemDeps } from "./context";
export {
  DOMAIN_ERROR_CODES,
  DomainError,
  type DomainErrorCode,
  databaseUnavailable,
  isDomainError,
} from "./errors";
export { currentTime, setClockOffset } from "./lib/clock";
export { isDatabaseUnavailable } from "./lib/db-errors";
export {
  collectNodeMetrics,
  countCacheLookup,
  metricsRegistry,
  observeDbQuery,
  observeHttpRequest,
  type ScrapeSnapshot,
  setScrapeSource,
} from "./lib/metrics";
export { MemoryRateLimiter, type RateLimiter } from "./lib/rate-limiter";
export { RedisRateLimiter, type RedisRateLimiterOptions } from "./lib/redis-rate-limiter";
export { SecondSighting } from "./lib/second-sighting";
export { assertStorableText } from "./lib/text-guard";
export { getProfile, login, logout, register, updateProfile } from "./modules/accounts/accounts.service";
export type { ResetLinkDeps } from "./modules/accounts/reset-link-deps";
export { registerSeller } from "./modules/accounts/seller.service";
export type { SessionUser } from "./modules/accounts/session.service";
export { createBooking } from "./modules/booking/create-booking.service";
export { getMyBooking, listMyBookings } from "./modules/booking/customer-bookings.service";
export {
  catalogCacheGeneration,
  catalogCacheTtlMs,
  configureCatalogCache,
  invalidateCatalogCache,
} from "./modules/catalog/catalog.cache";
export {
  getCentre,
  getService,
  listCategories,
  listCategoryServices,
  listVehicleTypes,
} from "./modules/catalog/catalog.service";
export { type CatalogSync, syncCatalogCache } from "./modules/catalog/catalog-sync";
export { listCentres, searchCentres } from "./modules/catalog/search.service";
export {
  createOwnService,
  deleteOwnService,
  getOwnService,
  listOwnServices,
  updateOwnService,
} from "./modules/centre/centre-services.service";
export { createPrepaidBooking } from "./modules/checkout/prepaid-booking.service";
export { sendContactMessage } from "./modules/contact/contact.service";
export { checkHealth } from "./modules/health/health.service";
export { outboxHealth, paymentsByState } from "./modules/health/system-health.service";
export { invoicePdfForViewer } from "./modules/invoices/invoices.service";
export { startJobRunner } from "./modules/jobs/job-runner";
export { imageTooLargeError } from "./modules/media/image-pipeline";
export { localDiskStorage } from "./modules/media/local-disk-storage";
export {
  claimMedia,
  discardMedia,
  type MediaOwnerKind,
  type MediaRow,
  type MediaUrls,
  mediaOfOwners,
  mediaUrls,
  storeImage,
} from "./modules/media/media.service";
export { isMediaKey, type MediaStorage } from "./modules/media/media-storage";
export { authorizeUpload, uploadImage } from "./modules/media/media-upload.service";
export { type S3StorageConfig, s3Storage } from "./modules/media/s3-storage";
export {
  createExotelCallMasking,
  type ExotelOptions,
  type ExotelStandinKeys,
  exotelStandinSettings,
  STANDIN_EXOPHONES,
  standinExotel,
} from "./modules/messaging/call-masking";
export { type CallMasking, CallMaskingError } from "./modules/messaging/call-masking-deps";
export { MESSAGE_TEMPLATES } from "./modules/messaging/channels";
export {
  createMessaging,
  type MessagingSettings,
  messagingStandinSettings,
  type StandinKeys,
  standinProviders,
} from "./modules/messaging/create-messaging";
export type { MessagingDeps, StandinInbox, StandinMessage } from "./modules/messaging/messaging-deps";
export { DEFAULT_SIGN_IN_LIMITS } from "./modules/messaging/sign-in-limits";
export { createMailer, type Mailer } from "./modules/notifications/mailer";
export type { PaymentsDeps } from "./modules/payments/payments-deps";
export {
  createRazorpayClient,
  type PaymentGateway,
  PaymentGatewayError,
} from "./modules/payments/razorpay-client";
export {
  createRazorpaySubscriptions,
  type SubscriptionGateway,
} from "./modules/payments/razorpay-subscriptions";
export { handleRazorpayWebhook } from "./modules/payments/webhook.service";
export { ensureDemoPayoutAccounts } from "./modules/payouts/demo-payout-accounts";
export { statementPdfForViewer } from "./modules/payouts/statement-pdf";
export { ensureGazetteer } from "./modules/places";
export { requireOwnCentre, requireRole, requireUser } from "./procedures";
export { type AppRouter, appRouter, createCaller } from "./router";
export { trpcErrorShape, trpcTransformer } from "./trpc";
