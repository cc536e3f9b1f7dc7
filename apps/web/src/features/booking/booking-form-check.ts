import { createBookingInput } from "@chamak/contracts";
import type { FieldErrors } from "@chamak/ui";
import { formCheck } from "../forms/use-schema-form";
import type { CartRequest } from "./booking-cart";

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
  paymentMethod: "upi" | "cash";
  /** Keep the typed vehicle / address in the profile once the booking is placed (never sent with it). */
  saveVehicle: boolean;
  saveAddress: boolean;
};

export const OTHER_BRAND = "Other";

/** What the booking needs besides the form: the cart, the price shown, the promo code, the request's key. */
export type BookingRequest = {
  cart: CartRequest | null;
  pickDrop: boolean;
  quoteTotalPaise: number | null;
  appliedCode: string | null;
  idempotencyKey: string;
};

/** booking.create's input for the form's values and the page's cart, price and promo code. */
export function bookingPayload(values: BookingFormValues, request: BookingRequest) {
  const brand = values.brand === OTHER_BRAND ? values.otherBrand.trim() : (values.brand ?? "");
  return {
    ...(request.cart ?? {}),
    serviceMode: request.pickDrop ? "pick_drop" : "at_centre",
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
    paymentMethod: values.paymentMethod,
    ...(request.quoteTotalPaise !== null ? { expectedTotalPaise: request.quoteTotalPaise } : {}),
    idempotencyKey: request.idempotencyKey,
  };
}

/** A brand typed under "Other" is checked as `brand`; its message belongs to the box it was typed in. */
export function brandErrorToField(errors: FieldErrors, values: BookingFormValues): FieldErrors {
  if (values.brand !== OTHER_BRAND || !errors.brand) return errors;
  const { brand, ...rest } = errors;
  return { ...rest, otherBrand: brand };
}

/**
 * The booking form's check: booking.create's schema on what would be sent, a date and a time chosen (with
 * the page's own words for those two), each message on the field the customer fills in.
 */
export function bookingCheck(request: BookingRequest, texts: { dateRequired: string; timeRequired: string }) {
  const check = formCheck(createBookingInput, {
    toInput: (values: BookingFormValues) => bookingPayload(values, request),
    check: (values) => ({
      date: !values.date && texts.dateRequired,
      time: !values.time && texts.timeRequired,
    }),
  });
  return (values: BookingFormValues): FieldErrors => brandErrorToField(check(values), values);
}
