import { type BookableServiceMode, type CreateBookingInput, createBookingInput } from "@chamak/contracts";
import { type FormCheckOptions, formCheck } from "@chamak/web-client";
import type { CartRequest } from "./booking-cart";
import type { SiteDetailsValues } from "./site-details-values";

export type BookingFormValues = {
  contactMobile: string;
  vehicleNumber: string;
  brand: string | null;
  otherBrand: string;
  date: string;
  time: string;
  state: string;
  city: string;
  address: string;
  zip: string;
  /** Where at the address the vehicle waits: sent for doorstep and pick & drop only (sitePayload). */
  siteDetails: SiteDetailsValues;
  paymentMethod: "upi" | "cash";
  /** Keep the typed vehicle / address in the profile once the booking is placed (never sent with it). */
  saveVehicle: boolean;
  saveAddress: boolean;
};

export const OTHER_BRAND = "Other";

/** What the booking needs besides the form: the cart, the price shown, the promo code, the request's key. */
export type BookingRequest = {
  cart: CartRequest | null;
  serviceMode: BookableServiceMode;
  quoteTotalPaise: number | null;
  appliedCode: string | null;
  idempotencyKey: string;
};

/**
 * The site details a booking sends: none at the centre (nobody comes to the address), the key handover only for
 * pick & drop (a doorstep wash leaves the vehicle where it is); the server keeps the same (siteDetailsFor).
 */
function sitePayload(values: SiteDetailsValues, mode: BookableServiceMode) {
  if (mode === "at_centre") return {};
  const { keyHandover, ...rest } = values;
  return { siteDetails: mode === "pick_drop" ? { ...rest, keyHandover } : rest };
}

/** booking.create's input for the form's values and the page's cart, price and promo code. */
export function bookingPayload(values: BookingFormValues, request: BookingRequest) {
  const brand = values.brand === OTHER_BRAND ? values.otherBrand.trim() : (values.brand ?? "");
  return {
    ...(request.cart ?? {}),
    serviceMode: request.serviceMode,
    ...(request.appliedCode ? { couponCode: request.appliedCode } : {}),
    date: values.date,
    time: values.time,
    vehicleNumber: values.vehicleNumber,
    ...(brand ? { brand } : {}),
    contactMobile: values.contactMobile,
    state: values.state,
    city: values.city,
    address: values.address,
    zip: values.zip,
    ...sitePayload(values.siteDetails, request.serviceMode),
    paymentMethod: values.paymentMethod,
    ...(request.quoteTotalPaise !== null ? { expectedTotalPaise: request.quoteTotalPaise } : {}),
    idempotencyKey: request.idempotencyKey,
  };
}

/** A brand typed under "Other" is checked as `brand`; its message belongs to the box it was typed in. */
function brandField(path: string, values: BookingFormValues): string {
  return path === "brand" && values.brand === OTHER_BRAND ? "otherBrand" : path;
}

type BookingTexts = { dateRequired: string; timeRequired: string };

/**
 * The booking form's checks: booking.create's schema on what would be sent, a date and a time chosen (with
 * the page's own words for those two), each message (the server's too) on the field the customer fills in.
 */
export function bookingChecks(
  request: BookingRequest,
  texts: BookingTexts,
): FormCheckOptions<BookingFormValues, CreateBookingInput> {
  return {
    schema: createBookingInput,
    toInput: (values) => bookingPayload(values, request),
    fieldOf: brandField,
    check: (values) => ({
      date: !values.date && texts.dateRequired,
      time: !values.time && texts.timeRequired,
    }),
  };
}

/** The booking form's check on submit (bookingChecks as one function). */
export function bookingCheck(request: BookingRequest, texts: BookingTexts) {
  return formCheck(bookingChecks(request, texts));
}
