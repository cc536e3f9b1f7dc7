import { type BookingView, createBookingInput, POLICY } from "@chamak/contracts";
import { checkForm, fieldErrorsOf, httpStatusOf, serverMessageOf } from "@chamak/web-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { useTranslatedErrors } from "../auth/use-translated-errors";
import type { SelectedSlot } from "../cart/slot-store";
import { bookingMessages } from "./booking.messages";
import { type CartRequest, newIdempotencyKey } from "./booking-cart";
import { indiaDate } from "./india-time";

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
};

export const OTHER_BRAND = "Other";

function initialValues(slot: SelectedSlot | null, cart: CartRequest | null): BookingFormValues {
  const sameCentre = slot && cart && slot.centreId === cart.centreId;
  return {
    contactMobile: "",
    vehicleNumber: "",
    brand: null,
    otherBrand: "",
    // No slot chosen on the centre page: start from today, the time is still the user's choice.
    date: sameCentre ? slot.date : indiaDate(),
    time: sameCentre ? slot.time : "",
    state: "",
    city: "",
    address: "",
    zip: "",
    paymentMethod: "upi",
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The booking form's values, checks and submission (booking.create, then checkout for UPI). */
export function useBookingForm(options: {
  cart: CartRequest | null;
  slot: SelectedSlot | null;
  pickDrop: boolean;
  quoteTotalPaise: number | null;
  appliedCode: string | null;
  onCreated(booking: BookingView): void;
  refetchQuote(): void;
}) {
  const t = useT(bookingMessages);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(options.slot, options.cart));
  const [rawErrors, setErrors] = useState<Record<string, string>>({});
  const errors = useTranslatedErrors(rawErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingCash, setConfirmingCash] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useMutation(trpc.booking.create.mutationOptions());

  // The profile fills the contact and address fields once, without overwriting what the user typed.
  const me = useQuery(trpc.accounts.me.queryOptions());
  const prefilled = useRef(false);
  useEffect(() => {
    const profile = me.data;
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      contactMobile: v.contactMobile || (profile.mobile ?? ""),
      state: v.state || (profile.state ?? ""),
      city: v.city || (profile.city ?? ""),
      address: v.address || (profile.address ?? ""),
      zip: v.zip || (profile.zip ?? ""),
    }));
  }, [me.data]);

  function set<K extends keyof BookingFormValues>(field: K, value: BookingFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });
    setFormError(null);
  }

  function setSlot(slot: { date: string; time: string }) {
    setValues((v) => ({ ...v, ...slot }));
    setErrors(({ date: _d, time: _t, ...rest }) => rest);
    setFormError(null);
  }

  function payload() {
    const brand = values.brand === OTHER_BRAND ? values.otherBrand.trim() : (values.brand ?? "");
    return {
      ...(options.cart ?? {}),
      serviceMode: options.pickDrop ? "pick_drop" : "at_centre",
      ...(options.appliedCode ? { couponCode: options.appliedCode } : {}),
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
      ...(options.quoteTotalPaise !== null ? { expectedTotalPaise: options.quoteTotalPaise } : {}),
      idempotencyKey,
    };
  }

  async function submit() {
    setFormError(null);
    const checked = checkForm(createBookingInput, payload());
    if (!checked.ok) {
      setErrors({
        ...checked.errors,
        ...(values.date ? {} : { date: t("dateRequired") }),
        ...(values.time ? {} : { time: t("timeRequired") }),
      });
      setFormError(t("fixFields"));
      return;
    }
    if (options.quoteTotalPaise === null) {
      setFormError(t("waitForPrice"));
      return;
    }
    try {
      if (checked.data.paymentMethod === "cash") {
        setConfirmingCash(true);
        await sleep(POLICY.cashConfirmDelayMs);
      }
      const booking = await create.mutateAsync(checked.data);
      options.onCreated(booking);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFormError(
        httpStatusOf(error) === null ? t("somethingWrong") : (serverMessageOf(error) ?? t("bookingFailed")),
      );
      if (fields.time || fields.date) {
        void queryClient.invalidateQueries({ queryKey: trpc.booking.availability.queryKey() });
      }
      if (fields.expectedTotalPaise || fields.couponCode) options.refetchQuote();
    } finally {
      setConfirmingCash(false);
    }
  }

  return {
    values,
    errors,
    formError,
    set,
    setSlot,
    submit,
    submitting: create.isPending || confirmingCash,
    confirmingCash,
  };
}
