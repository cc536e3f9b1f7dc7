import type { BookableServiceMode, BookingView } from "@chamak/contracts";
import { Button, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useCallback, useState } from "react";
import { useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import type { CartItem } from "../cart/cart-item";
import type { SelectedSlot } from "../cart/slot-store";
import { useVehicleName } from "../catalog/catalog-names";
import { useFieldMessage, useServerMessage } from "../forms/field-message";
import { FormNotice } from "../forms/form-notice";
import { AddressSection } from "./address-section";
import { AwaitingPayments } from "./awaiting-payments";
import { BookAgainNotice } from "./book-again-notice";
import type { CartRequest } from "./booking-cart";
import classes from "./booking-page.module.css";
import { useCheckout } from "./checkout/use-checkout";
import { OrderSummary } from "./order-summary";
import { PaymentMethodCard } from "./payment-method-card";
import { PromoCodeInput } from "./promo-code-input";
import { ServiceModeCard } from "./service-mode-card";
import { useBookingForm } from "./use-booking-form";
import { useCentreModes } from "./use-centre-modes";
import { type QuoteAddress, useQuote } from "./use-quote";
import { VehicleSection } from "./vehicle-section";

type BookingCheckoutProps = {
  items: readonly CartItem[];
  cart: CartRequest;
  centreName: string;
  slot: SelectedSlot | null;
};

/**
 * The signed-in booking form: details, price, then a booking paid at the centre or through UPI checkout. A UPI
 * booking whose payment failed or was left keeps its details; it is paid again, or paid at the centre instead.
 * Bookings still waiting for payment from before (a reload, Back from the payment) are shown above the form.
 */
export function BookingCheckout({ items, cart, centreName, slot }: BookingCheckoutProps) {
  const t = useT("booking");
  const vehicleName = useVehicleName();
  const serverMessage = useServerMessage();
  const translate = useFieldMessage();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [mode, setMode] = useState<BookableServiceMode>("at_centre");
  const [pending, setPending] = useState<BookingView | null>(null);
  const [retryError, setRetryError] = useState<string | null>(null);
  const modes = useCentreModes(cart);
  // A mode the centre does not offer (its page changed meanwhile) is a visit.
  const serviceMode: BookableServiceMode =
    (mode === "pick_drop" && !modes.pickDrop) || (mode === "doorstep" && !modes.doorstep)
      ? "at_centre"
      : mode;
  // Where the vehicle is, as the form has it: away from the centre its travel fee is part of the price.
  const [address, setAddress] = useState<QuoteAddress | null>(null);
  // Told on every change of the form: kept only when the address itself changed, so nothing else re-renders.
  const onAddressChange = useCallback(
    (next: QuoteAddress) =>
      setAddress((now) =>
        now && now.zip === next.zip && now.address === next.address && now.city === next.city ? now : next,
      ),
    [],
  );
  const priced = useQuote(cart, serviceMode, couponCode, address);

  const complete = (booking: BookingView) =>
    void navigate({ to: "/booking-complete", search: { code: booking.code } });
  const checkout = useCheckout();
  const payAgain = useMutation(trpc.booking.pay.mutationOptions());
  const payAtCentre = useMutation(trpc.booking.payAtCentre.mutationOptions());

  const booking = useBookingForm({
    cart,
    slot,
    serviceMode,
    quoteTotalPaise: priced.quote?.totalPaise ?? null,
    appliedCode: priced.appliedCode,
    refetchQuote: () => void priced.refetch(),
    onAddressChange,
    onCreated: (created) => {
      if (created.paymentMethod === "cash" || created.status !== "pending_payment") {
        complete(created);
        return;
      }
      setPending(created);
      void checkout.open(created);
    },
  });

  async function retryPayment() {
    if (!pending) return;
    setRetryError(null);
    try {
      void checkout.open(await payAgain.mutateAsync({ bookingId: pending.id }));
    } catch (error) {
      setRetryError(serverMessage(error) ?? t("somethingWrong"));
    }
  }
  async function switchToCentre() {
    if (!pending) return;
    setRetryError(null);
    try {
      complete(await payAtCentre.mutateAsync({ bookingId: pending.id }));
    } catch (error) {
      setRetryError(serverMessage(error) ?? t("somethingWrong"));
    }
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setRetryError(null);
    if (pending) {
      event.preventDefault();
      void (form.values.paymentMethod === "cash" ? switchToCentre() : retryPayment());
    } else booking.submit(event);
  }

  const { form } = booking;
  const errorLine = retryError ?? checkout.failure ?? booking.formError;
  // After a failed payment the notice's "Try again" is the one retry; paying at the centre is the form's button.
  const retryInNotice = checkout.failure !== null && pending !== null && form.values.paymentMethod === "upi";
  // Beside the Pay button the reader just pressed: on a phone the top of the form is screens away.
  const notice = errorLine ? (
    <FormNotice
      tone="error"
      message={errorLine}
      title={checkout.failure ? t("paymentProblem") : undefined}
      reveal={Object.keys(form.errors).length === 0}
    >
      {checkout.failure && pending ? (
        <>
          <Text size="sm" mt={4}>
            {t("awaitingPayment", { code: pending.code })}
          </Text>
          {retryInNotice ? (
            <Button
              mt="sm"
              size="xs"
              color="red"
              loading={payAgain.isPending}
              onClick={() => void retryPayment()}
            >
              {t("tryAgain")}
            </Button>
          ) : null}
        </>
      ) : null}
    </FormNotice>
  ) : pending ? (
    <FormNotice tone="waiting" message={t("awaitingPayment", { code: pending.code })} />
  ) : null;

  const goesOut = serviceMode !== "at_centre";
  const addressSection = (
    <AddressSection form={form} saved={booking.saved} serviceMode={serviceMode} needs={modes.doorstepNeeds} />
  );

  return (
    <form ref={booking.formRef} onSubmit={onSubmit} noValidate aria-label={t("pageTitle")}>
      <AwaitingPayments exceptId={pending?.id} />
      <div className={classes.layout}>
        <fieldset disabled={pending !== null || booking.submitting} className={classes.form}>
          <Stack gap="md">
            {booking.again ? <BookAgainNotice again={booking.again} /> : null}
            {modes.pickDrop || modes.doorstep ? (
              <ServiceModeCard
                modes={modes}
                value={serviceMode}
                disabled={pending !== null}
                error={translate(form.errors.serviceMode)}
                onChange={setMode}
              />
            ) : null}
            {/* Away from the centre, where the car is comes first: the times offered depend on it. */}
            {goesOut ? addressSection : null}
            <VehicleSection
              form={form}
              vehicleTypeName={vehicleName(items[0]?.vehicle_type ?? "", items[0]?.vehicle_type ?? "")}
              cart={cart}
              setSlot={booking.setSlot}
              saved={booking.saved}
              place={
                goesOut
                  ? {
                      serviceMode,
                      zip: form.values.zip,
                      address: form.values.address,
                      city: form.values.city,
                    }
                  : undefined
              }
            />
            {goesOut ? null : addressSection}
          </Stack>
        </fieldset>
        <Stack gap="md" className={classes.side}>
          <OrderSummary
            items={items}
            centreName={centreName}
            quote={priced.quote}
            quotePending={priced.isPending}
            quoteError={priced.error}
            atDoor={serviceMode === "doorstep"}
            promo={
              <PromoCodeInput
                appliedCode={priced.appliedCode}
                description={priced.coupon?.description ?? null}
                checking={priced.couponChecking}
                disabled={pending !== null}
                error={priced.couponError ?? translate(form.errors.couponCode) ?? null}
                onApply={setCouponCode}
              />
            }
          />
        </Stack>
        <div className={classes.pay}>
          <PaymentMethodCard
            method={form.values.paymentMethod}
            onMethodChange={(method) => form.setFieldValue("paymentMethod", method)}
            totalPaise={priced.quote?.totalPaise ?? null}
            busy={booking.submitting || payAgain.isPending || payAtCentre.isPending || checkout.confirming}
            confirmingCash={booking.confirmingCash}
            awaitingPayment={pending !== null}
            hideSubmit={retryInNotice}
            error={translate(form.errors.paymentMethod)}
            atDoor={serviceMode === "doorstep"}
            notice={notice}
          />
        </div>
      </div>
      {checkout.element}
    </form>
  );
}
