import {
  addDays,
  indiaDate,
  PLAN_LIMITS,
  type PlanBilling,
  type SavedAddress,
  type SavedVehicle,
  type WashPlanView,
} from "@chamak/contracts";
import { Button, Grid, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useSiteLine } from "../../booking/site-details-fields";
import { useVehicleName } from "../../catalog/catalog-names";
import { formatPrice } from "../../catalog/price";
import {
  hasFieldMessages,
  serverFieldErrors,
  useFieldMessage,
  useServerMessage,
} from "../../forms/field-message";
import { FormNotice } from "../../forms/form-notice";
import { SavedAddressForm } from "../../profile/saved/saved-address-form";
import { SavedVehicleForm } from "../../profile/saved/saved-vehicle-form";
import { useMandateCheckout } from "../autopay/use-mandate-checkout";
import { useMonthPayment } from "../month-payment/use-month-payment";
import { FirstMonth } from "./first-month";
import { SavedPicker } from "./saved-picker";
import classes from "./subscribe-form.module.css";

const hasSite = (address: SavedAddress) => Boolean(address.siteDetails.society);

/**
 * Subscribing to a plan: a saved car and a saved address (or new ones, with the profile's forms), the start
 * date, and how to pay; the server's refusals on their fields. Cash starts the plan at once; AutoPay opens the
 * mandate checkout; month by month by UPI opens Checkout for the first month. Either way the plan's page follows
 * (which offers the payment again if it was not made).
 */
export function SubscribeForm({ plan }: { plan: WashPlanView }) {
  const t = useT("plans");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const vehicleName = useVehicleName();
  const siteLine = useSiteLine();
  const fieldText = useFieldMessage();
  const serverMessage = useServerMessage();
  const vehicles = useQuery(trpc.accounts.saved.vehicles.list.queryOptions());
  const addresses = useQuery(trpc.accounts.saved.addresses.list.queryOptions());
  const subscribe = useMutation(trpc.planSubscriptions.subscribe.mutationOptions());
  const mandate = useMandateCheckout();
  const month = useMonthPayment(plan.name);

  const tomorrow = addDays(indiaDate(), 1);
  const lastStart = addDays(indiaDate(), PLAN_LIMITS.maxStartDaysAhead);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [startDate, setStartDate] = useState(tomorrow);
  const [billing, setBilling] = useState<PlanBilling>("monthly_cash");

  // The default saved vehicle and address are the choice until the customer picks.
  const vehicleList = vehicles.data;
  const addressList = addresses.data;
  const chosenVehicleId =
    vehicleId ?? vehicleList?.find((v) => v.isDefault)?.id ?? vehicleList?.[0]?.id ?? null;
  const chosenAddressId =
    addressId ?? addressList?.find((a) => a.isDefault)?.id ?? addressList?.[0]?.id ?? null;
  const vehicle = vehicleList?.find((v) => v.id === chosenVehicleId) ?? null;
  const address = addressList?.find((a) => a.id === chosenAddressId) ?? null;

  const errors = serverFieldErrors(subscribe.error);
  const failure =
    subscribe.error && !hasFieldMessages(subscribe.error)
      ? (serverMessage(subscribe.error) ?? t("somethingWrong"))
      : null;

  const priceOf = (item: SavedVehicle) => plan.prices.find((p) => p.vehicleTypeId === item.vehicleType.id);

  const submit = async () => {
    subscribe.reset();
    try {
      const view = await subscribe.mutateAsync({
        planId: plan.id,
        // Absent choices go as they are: the server names the field.
        vehicleId: chosenVehicleId as number,
        addressId: chosenAddressId as number,
        startDate,
        billing,
      });
      queryClient.setQueryData(trpc.planSubscriptions.get.queryKey({ subscriptionId: view.id }), view);
      void queryClient.invalidateQueries({ queryKey: trpc.planSubscriptions.mine.queryKey() });
      if (billing === "autopay") await mandate.open(view.id);
      if (billing === "monthly_upi") await month.pay(view.id);
      void navigate({
        to: "/profile/plans/$subscriptionId",
        params: { subscriptionId: String(view.id) },
      });
    } catch {
      // shown from subscribe.error on the fields or beside the button
    }
  };

  return (
    // Not a form: the profile's vehicle and address forms open inside it.
    <Grid gutter="lg" component="section" aria-label={t("subscribeTo", { plan: plan.name })}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="md">
            <SavedPicker<SavedVehicle>
              name="vehicleId"
              label={t("vehicleTitle")}
              items={vehicleList}
              chosenId={chosenVehicleId}
              onChoose={setVehicleId}
              titleOf={(item) => item.vehicleNumber}
              descriptionOf={(item) => {
                const price = priceOf(item);
                const type = vehicleName(item.vehicleType.slug, item.vehicleType.name);
                return price
                  ? `${type} · ${t("perMonth", { price: formatPrice(price.monthlyPaise) })}`
                  : type;
              }}
              emptyText={t("vehicleNone")}
              addLabel={t("addVehicle")}
              addForm={(done) => <SavedVehicleForm vehicle={null} onDone={done} />}
              error={fieldText(errors.vehicleId)}
            />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <SavedPicker<SavedAddress>
              name="addressId"
              label={t("addressTitle")}
              items={addressList}
              chosenId={chosenAddressId}
              onChoose={setAddressId}
              titleOf={(item) => item.address}
              descriptionOf={(item) => siteLine(item.siteDetails) || `${item.city}, ${item.zip}`}
              emptyText={t("addressNone")}
              addLabel={t("addAddress")}
              addForm={(done) => <SavedAddressForm address={null} onDone={done} />}
              error={fieldText(errors.addressId)}
            >
              {address && !hasSite(address) ? (
                <Text size="sm" c="orange.9">
                  {t("addressNoSite")}
                </Text>
              ) : null}
            </SavedPicker>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <TextInput
              type="date"
              name="startDate"
              label={t("startTitle")}
              description={t("startHint", { days: PLAN_LIMITS.maxStartDaysAhead })}
              min={tomorrow}
              max={lastStart}
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              error={fieldText(errors.startDate)}
              required
            />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Radio.Group
              name="billing"
              label={
                <Title order={2} size="h5">
                  {t("paymentTitle")}
                </Title>
              }
              value={billing}
              onChange={(value) => setBilling(value as PlanBilling)}
              error={fieldText(errors.billing)}
            >
              <Stack gap="sm" mt="xs">
                <Radio
                  value="autopay"
                  label={t("billing_autopay")}
                  description={mandate.available ? t("billing_autopayHint") : t("autopaySoon")}
                  disabled={!mandate.available}
                />
                <Radio
                  value="monthly_upi"
                  label={t("billing_monthly_upi")}
                  description={t("billing_monthly_upiHint")}
                />
                <Radio
                  value="monthly_cash"
                  label={t("billing_monthly_cash")}
                  description={t("billing_cashHint")}
                />
              </Stack>
            </Radio.Group>
          </Paper>
        </Stack>
      </Grid.Col>
      {/* What the month covers beside the button: below the choices on a phone, beside them on a wide screen. */}
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" className={classes.side}>
          <FirstMonth
            plan={plan}
            vehicleType={
              vehicle
                ? {
                    id: vehicle.vehicleType.id,
                    name: vehicleName(vehicle.vehicleType.slug, vehicle.vehicleType.name),
                  }
                : null
            }
            startDate={startDate}
          />
          {failure ? <FormNotice tone="error" message={failure} /> : null}
          {mandate.failure ? <FormNotice tone="error" message={mandate.failure} /> : null}
          <Button
            size="md"
            onClick={() => void submit()}
            loading={subscribe.isPending || mandate.busy || month.busy}
          >
            {t(`confirm_${billing}`)}
          </Button>
        </Stack>
      </Grid.Col>
      {mandate.element}
      {month.element}
    </Grid>
  );
}
