// Typed keys: the English catalogue is the source of the ids, so `t("booking", "pageTitel")` fails to compile.
import type about from "../locales/en/about.json";
import type auth from "../locales/en/auth.json";
import type blog from "../locales/en/blog.json";
import type booking from "../locales/en/booking.json";
import type catalog from "../locales/en/catalog.json";
import type centre from "../locales/en/centre.json";
import type contact from "../locales/en/contact.json";
import type email from "../locales/en/email.json";
import type errors from "../locales/en/errors.json";
import type home from "../locales/en/home.json";
import type homeBelow from "../locales/en/homeBelow.json";
import type layout from "../locales/en/layout.json";
import type listing from "../locales/en/listing.json";
import type notifications from "../locales/en/notifications.json";
import type plans from "../locales/en/plans.json";
import type profile from "../locales/en/profile.json";
import type seller from "../locales/en/seller.json";
import type { Namespace } from "./namespaces";

interface Catalogues {
  about: typeof about;
  auth: typeof auth;
  blog: typeof blog;
  booking: typeof booking;
  catalog: typeof catalog;
  centre: typeof centre;
  contact: typeof contact;
  email: typeof email;
  errors: typeof errors;
  home: typeof home;
  homeBelow: typeof homeBelow;
  layout: typeof layout;
  listing: typeof listing;
  notifications: typeof notifications;
  plans: typeof plans;
  profile: typeof profile;
  seller: typeof seller;
}

/** A message's full id, as the catalogues and Lingui know it: `"booking.pageTitle"`. */
export type MessageId<NS extends Namespace = Namespace> = NS extends Namespace
  ? Extract<keyof Catalogues[NS], string>
  : never;

/** A message's key within its namespace: `"pageTitle"` in "booking". */
export type MessageKey<NS extends Namespace> = MessageId<NS> extends `${NS}.${infer Key}` ? Key : never;

/** Values for a message's placeholders (`{name}`, `{count, plural, …}`). */
export type MessageValues = Record<string, string | number>;
