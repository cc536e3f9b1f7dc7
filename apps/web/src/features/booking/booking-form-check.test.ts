import { describe, expect, it } from "vitest";
import { formErrorsIn } from "../../../test/support/form-errors-in";
import { type BookingFormValues, bookingCheck, bookingPayload, OTHER_BRAND } from "./booking-form-check";

const request = {
  cart: { centreId: 2, vehicleTypeId: 3, items: [{ serviceId: 7, quantity: 1 }] },
  serviceMode: "at_centre" as const,
  quoteTotalPaise: 149_900,
  appliedCode: null,
  idempotencyKey: "booking-key-0001",
};
const texts = { dateRequired: "Choose a date", timeRequired: "Choose one of the free times" };
const check = bookingCheck(request, texts);

const EMPTY: BookingFormValues = {
  contactMobile: "",
  vehicleNumber: "",
  brand: null,
  otherBrand: "",
  date: "",
  time: "",
  state: "",
  city: "",
  address: "",
  zip: "",
  siteDetails: { society: "", tower: "", parkingSlot: "", gateInstructions: "", keyHandover: "" },
  paymentMethod: "upi",
  saveVehicle: false,
  saveAddress: false,
};

const FILLED: BookingFormValues = {
  ...EMPTY,
  contactMobile: "9876543210",
  vehicleNumber: "DL 3C AB 1234",
  date: "2031-03-14",
  time: "10:30",
  state: "Delhi",
  city: "New Delhi",
  address: "B-12 Lajpat Nagar",
  zip: "110024",
};

describe("the booking form's check", () => {
  it("names every field of an empty form, in the words the schema and the page use", () => {
    expect(formErrorsIn("en", check(EMPTY))).toEqual({
      contactMobile:
        "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (spaces, dashes and +91 are fine)",
      vehicleNumber: "Enter a vehicle number like DL 3C AB 1234",
      date: "Choose a date",
      time: "Choose one of the free times",
      state: "Choose a state from the list",
      city: "City is required",
      address: "Address is required",
      zip: "PIN code must be exactly 6 digits",
    });
  });

  it("passes a filled form", () => {
    expect(check(FILLED)).toEqual({});
  });

  it("puts a message about a brand typed under Other on the box it was typed in", () => {
    const errors = check({ ...FILLED, brand: OTHER_BRAND, otherBrand: "x".repeat(41) });
    expect(Object.keys(errors)).toEqual(["otherBrand"]);
  });

  it("sends the typed brand, the cart and the price the customer saw", () => {
    const payload = bookingPayload({ ...FILLED, brand: OTHER_BRAND, otherBrand: " Tata " }, request);
    expect(payload).toMatchObject({
      centreId: 2,
      brand: "Tata",
      serviceMode: "at_centre",
      expectedTotalPaise: 149_900,
      idempotencyKey: "booking-key-0001",
    });
    expect(
      bookingPayload({ ...FILLED, brand: null }, { ...request, serviceMode: "pick_drop" }),
    ).toMatchObject({
      serviceMode: "pick_drop",
    });
    expect(
      bookingPayload({ ...FILLED, brand: null }, { ...request, serviceMode: "doorstep" }),
    ).not.toHaveProperty("brand");
  });
});
