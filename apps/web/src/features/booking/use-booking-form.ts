import { type BookingView, createBookingInput, indiaDate, POLICY } from "@chamak/contracts";
import { focusFirstError, setFieldErrors } from "@chamak/ui";
import { httpStatusOf } from "@chamak/web-client";
import type { UseFormReturnType } from "@mantine/form";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import type { SelectedSlot } from "../cart/slot-store";
import { serverFieldErrors, useServerMessage } from "../forms/field-message";
import { useSchemaForm } from "../forms/use-schema-form";
import { type CartRequest, newIdempotencyKey } from "./booking-cart";
import {
  type BookingFormValues,
  bookingCheck,
  bookingPayload,
  brandErrorToField,
} from "./booking-form-check";

export { type BookingFormValues, OTHER_BRAND } from "./booking-form-check";

/** The booking form as its sections use it (`getInputProps`, `setFieldValue`, `errors`). */
export type BookingForm = UseFormReturnType<BookingFormValues>;

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
  const t = useT("booking");
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingCash, setConfirmingCash] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useMutation(trpc.booking.create.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const request = { ...options, idempotencyKey };

  const form = useSchemaForm<BookingFormValues>({
    initialValues: initialValues(options.slot, options.cart),
    validate: bookingCheck(request, { dateRequired: t("dateRequired"), timeRequired: t("timeRequired") }),
    onValuesChange: () => setFormError(null),
  });

  // The profile fills the contact and address fields once, without overwriting what the user typed.
  const me = useQuery(trpc.accounts.me.queryOptions());
  const prefilled = useRef(false);
  useEffect(() => {
    const profile = me.data;
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    const values = form.getValues();
    const fill = (field: "contactMobile" | "state" | "city" | "address" | "zip", value: string | null) => {
      if (!values[field] && value) form.setFieldValue(field, value);
    };
    fill("contactMobile", profile.mobile);
    fill("state", profile.state);
    fill("city", profile.city);
    fill("address", profile.address);
    fill("zip", profile.zip);
  }, [me.data, form]);

  // The server's field messages are focused once the answer is on screen: until then the fieldset is
  // disabled (submitting) and its fields cannot take the focus. A refusal that names no field is the form's
  // notice, beside the Pay button (FormNotice).
  const [focusLater, setFocusLater] = useState<Readonly<Record<string, unknown>> | null>(null);
  const submitting = create.isPending || confirmingCash;
  useEffect(() => {
    if (!focusLater || submitting) return;
    setFocusLater(null);
    focusFirstError(focusLater, formRef.current);
  }, [focusLater, submitting]);

  const onSubmit = form.onSubmit(
    async (values) => {
      setFormError(null);
      if (options.quoteTotalPaise === null) {
        setFormError(t("waitForPrice"));
        return;
      }
      const input = createBookingInput.parse(bookingPayload(values, request));
      try {
        if (input.paymentMethod === "cash") {
          setConfirmingCash(true);
          await sleep(POLICY.cashConfirmDelayMs);
        }
        const booking = await create.mutateAsync(input);
        options.onCreated(booking);
      } catch (error) {
        const fields = brandErrorToField(serverFieldErrors(error), values);
        setFieldErrors(form, fields);
        setFocusLater(fields);
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
    (errors, _values, event) => {
      // At once, within the tap, so a phone opens its keyboard for the field.
      if (!focusFirstError(errors, event?.currentTarget)) setFocusLater(errors);
      setFormError(t("fixFields"));
    },
  );

  return {
    form,
    formRef,
    formError,
    /** The form's submit handler: checks the values, then books. */
    submit: (event?: FormEvent<HTMLFormElement>) => onSubmit(event),
    /** A date and time chosen together (the time is cleared when the date changes). */
    setSlot(slot: { date: string; time: string }) {
      form.setFieldValue("date", slot.date);
      form.setFieldValue("time", slot.time);
    },
    submitting,
    confirmingCash,
  };
}
