import type { Availability, Profile, Quote } from "@chamak/contracts";

// What the booking form's tests answer for the signed-in customer, the price and the times: one place, so a new
// field on a contract is added once.

/** A customer with an account and nothing on their profile yet. */
export const NEW_CUSTOMER: Profile = {
  id: 5,
  name: "Asha Verma",
  email: "asha@example.in",
  mobile: null,
  phone: null,
  hasPassword: true,
  role: "user",
  state: null,
  city: null,
  address: null,
  zip: null,
  dateOfBirth: null,
  gender: null,
  version: 1,
};

/** The same customer with a phone and a home address in Delhi on their profile. */
export const KNOWN_CUSTOMER: Profile = {
  ...NEW_CUSTOMER,
  mobile: "9876543210",
  state: "Delhi",
  city: "New Delhi",
  address: "4 Park Street",
  zip: "110001",
};

/** A visit to the centre for ₹299 taking 40 minutes: no fees, no promo code. */
export const VISIT_QUOTE: Quote = {
  subtotalPaise: 29_900,
  driverFeePaise: 0,
  travelFeePaise: 0,
  travelKm: null,
  discountPaise: 0,
  totalPaise: 29_900,
  durationMinutes: 40,
  coupon: null,
};

/** A day with every one of `times` free on one bay, for a 40-minute job on 30-minute slots. */
export function openDay(date: string, times: readonly string[]): Availability {
  return {
    date,
    durationMinutes: 40,
    slotMinutes: 30,
    closed: false,
    slots: times.map((time) => ({
      time,
      startsAt: new Date(`${date}T${time}:00+05:30`),
      freeBays: 1,
      available: true,
    })),
  };
}
