import {
  type BookableServiceMode,
  type BookingView,
  BRANDS,
  type CreateBookingInput,
  indiaDate,
  POLICY,
} from "@chamak/contracts";
import { focusFirstError } from "@chamak/ui";
import { httpStatusOf } from "@chamak/web-client";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { type SelectedSlot, writeSelectedSlot } from "../cart/slot-store";
import { serverFieldErrors, useServerMessage } from "../forms/field-message";
import { useSiteForm } from "../forms/use-site-form";
import { type BookAgainPrefill, readBookAgain, writeBookAgain } from "./book-again-store";
import { type CartRequest, newIdempotencyKey } from "./booking-cart";
import { type BookingDraft, readBookingDraft, writeBookingDraft } from "./booking-draft-store";
import { type BookingFormValues, bookingChecks, OTHER_BRAND } from "./booking-form-check";
import { siteDetailsEmpty, siteDetailsValues } from "./site-details-values";
import type { QuoteAddress } from "./use-quote";
import { useSaveDetailsAfterBooking } from "./use-save-details";
import { startingAddress, startingVehicle, useSavedDetails } from "./use-saved-details";

export { type BookingFormValues, OTHER_BRAND } from "./booking-form-check";

/** The booking form as its sections use it (`getInputProps`, `setFieldValue`, `errors`). */
export type BookingForm = UseFormReturnType<BookingFormValues>;

/** A saved or past brand as the form's two fields: one of the list, or "Other" with the name typed. */
function brandFields(brand: string | null): Pick<BookingFormValues, "brand" | "otherBrand"> {
  if (!brand) return { brand: null, otherBrand: "" };
  return (BRANDS as readonly string[]).includes(brand)
    ? { brand, otherBrand: "" }
    : { brand: OTHER_BRAND, otherBrand: brand };
}

function initialValues(
  slot: SelectedSlot | null,
  cart: CartRequest | null,
  again: BookAgainPrefill | null,
  draft: BookingDraft | null,
): BookingFormValues {
  const centreId = cart?.centreId ?? null;
  // The slot chosen on the centre page (or in this form: setSlot keeps it), else a date chosen here alone.
  const chosen =
    slot && slot.centreId === centreId
      ? { date: slot.date, time: slot.time }
      : draft && draft.centreId === centreId && draft.date >= indiaDate()
        ? { date: draft.date, time: draft.time }
        : null;
  const when = { date: chosen?.date ?? indiaDate(), time: chosen?.time ?? "" };
  if (draft) {
    const { centreId: _centre, date: _date, time: _time, ...typed } = draft;
    return { ...typed, ...when };
  }
  return {
    contactMobile: again?.contactMobile ?? "",
    vehicleNumber: again?.vehicleNumber ?? "",
    ...brandFields(again?.brand ?? null),
    // No slot chosen on the centre page: start from today, the time is still the user's choice.
    ...when,
    state: again?.state ?? "",
    city: again?.city ?? "",
    address: again?.address ?? "",
    zip: again?.zip ?? "",
    siteDetails: siteDetailsValues(again?.siteDetails),
    paymentMethod: "upi",
    saveVehicle: false,
    saveAddress: false,
  };
}

const addressOf = (values: BookingFormValues): QuoteAddress => ({
  zip: values.zip,
  address: values.address,
  city: values.city,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The booking form's values, checks and submission (booking.create, then checkout for UPI). */
export function useBookingForm(options: {
  cart: CartRequest | null;
  slot: SelectedSlot | null;
  serviceMode: BookableServiceMode;
  quoteTotalPaise: number | null;
  appliedCode: string | null;
  onCreated(booking: BookingView): void;
  refetchQuote(): void;
  /** Told where the vehicle is whenever that is typed or filled in: the quote prices its travel fee. */
  onAddressChange?(address: QuoteAddress): void;
}) {
  const t = useT("booking");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingCash, setConfirmingCash] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useMutation(trpc.booking.create.mutationOptions());
  const request = { ...options, idempotencyKey };

  const [again] = useState(() => readBookAgain(options.cart?.centreId ?? null));
  const [draft] = useState(() => readBookingDraft());
  const saved = useSavedDetails(options.cart?.vehicleTypeId ?? null);
  const saveDetails = useSaveDetailsAfterBooking();
  const centreId = options.cart?.centreId ?? null;
  const submitting = create.isPending || confirmingCash;
  const {
    form,
    ref: formRef,
    onSubmit: onValid,
  } = useSiteForm<BookingFormValues, CreateBookingInput>({
    initialValues: initialValues(options.slot, options.cart, again, draft),
    ...bookingChecks(request, { dateRequired: t("dateRequired"), timeRequired: t("timeRequired") }),
    // Shown and focused once the answer is on screen: until then the fieldset is disabled (submitting) and its
    // fields cannot take the focus. A refusal that names no field is the form's notice, beside the Pay button.
    serverErrors: submitting ? undefined : serverFieldErrors(create.error),
    onValuesChange: (values) => {
      setFormError(null);
      options.onAddressChange?.(addressOf(values));
      // Kept in the tab as typed: a reload, or Back from the payment, finds the form as it was.
      if (centreId !== null) writeBookingDraft({ ...values, centreId });
    },
  });

  // The profile and the saved vehicles and addresses fill the form once, without overwriting what the user typed
  // (or what "Book again" filled in): the default saved vehicle of the cart's type, the default saved address,
  // else the profile's address.
  const me = useQuery(trpc.accounts.me.queryOptions());
  const prefilled = useRef(false);
  useEffect(() => {
    const profile = me.data;
    if (!profile || !saved.settled || prefilled.current) return;
    prefilled.current = true;
    const values = form.getValues();
    const fill = (field: "contactMobile" | "state" | "city" | "address" | "zip", value: string | null) => {
      if (!values[field] && value) form.setFieldValue(field, value);
    };
    fill("contactMobile", profile.mobile);
    const vehicle = startingVehicle(saved);
    if (vehicle && !values.vehicleNumber && !values.brand) {
      form.setValues({ vehicleNumber: vehicle.vehicleNumber, ...brandFields(vehicle.brand) });
    }
    const savedAddress = startingAddress(saved);
    const address = savedAddress ?? profile;
    if (!values.address && !values.city && !values.zip) {
      fill("state", address.state);
      fill("city", address.city);
      fill("address", address.address);
      fill("zip", address.zip);
      // Where at the saved address the vehicle waits comes with it (used for doorstep and pick & drop).
      if (savedAddress && siteDetailsEmpty(values.siteDetails)) {
        form.setFieldValue("siteDetails", siteDetailsValues(savedAddress.siteDetails));
      }
    }
  }, [me.data, saved, form]);

  // The address the form opened with (a restored draft) is priced too, not only the ones typed afterwards.
  const toldOpeningAddress = useRef(false);
  useEffect(() => {
    if (toldOpeningAddress.current) return;
    toldOpeningAddress.current = true;
    options.onAddressChange?.(addressOf(form.getValues()));
  });

  // A message the submit could not focus at once is focused once the fieldset is enabled again.
  const [focusLater, setFocusLater] = useState<Readonly<Record<string, unknown>> | null>(null);
  useEffect(() => {
    if (!focusLater || submitting) return;
    setFocusLater(null);
    focusFirstError(focusLater, formRef.current);
  }, [focusLater, submitting]);

  const onSubmit = onValid(
    async (input, values) => {
      setFormError(null);
      if (options.quoteTotalPaise === null) {
        setFormError(t("waitForPrice"));
        return;
      }
      try {
        if (input.paymentMethod === "cash") {
          setConfirmingCash(true);
          await sleep(POLICY.cashConfirmDelayMs);
        }
        const booking = await create.mutateAsync(input);
        // Saved after the booking, never in its way: a failure here only leaves the profile as it was.
        saveDetails({ values, input, saved });
        if (again) writeBookAgain(null);
        options.onCreated(booking);
      } catch (error) {
        const fields = serverFieldErrors(error);
        setFormError(
          httpStatusOf(error) === null ? t("somethingWrong") : (serverMessage(error) ?? t("bookingFailed")),
        );
        if (fields.time || fields.date) {
          void queryClient.invalidateQueries({ queryKey: trpc.booking.availability.queryKey() });
        }
        if (fields.expectedTotalPaise || fields.couponCode) options.refetchQuote();
      } finally {
        setConfirmingCash(false);
      }
    },
    (errors, focused) => {
      // Focused at once (within the tap, so a phone opens its keyboard for the field), else once it can be.
      if (!focused) setFocusLater(errors);
      setFormError(t("fixFields"));
    },
  );

  return {
    form,
    formRef,
    saved,
    again,
    formError,
    /** The form's submit handler: checks the values, then books. */
    submit: (event?: FormEvent<HTMLFormElement>) => onSubmit(event),
    /** A date and time chosen together (the time is cleared when the date changes). */
    setSlot(slot: { date: string; time: string }) {
      form.setFieldValue("date", slot.date);
      form.setFieldValue("time", slot.time);
      // The chosen slot is the centre page's too; a date without a time yet is only the draft's.
      if (centreId !== null) writeSelectedSlot(slot.time ? { centreId, ...slot } : null);
    },
    submitting,
    confirmingCash,
  };
}
