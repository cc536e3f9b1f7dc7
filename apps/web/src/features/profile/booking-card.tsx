import { type BookingView, formatIndiaWeekdayDateTime, formatRupees } from "@chamak/contracts";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useLang, useT } from "../../lib/i18n";
import { PAYMENT_COLORS, STATUS_COLORS } from "../booking/booking-status";
import { useSiteLine } from "../booking/site-details-fields";
import { slugOf, useCategoryName, useVehicleName } from "../catalog/catalog-names";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** A line of the price: what it is, and the amount (a minus for what is taken off). */
function PriceLine({
  label,
  paise,
  minus,
  strong,
}: {
  label: string;
  paise: number;
  minus?: boolean;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" component="li">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: "nowrap" }}>
        {minus ? `−${formatRupees(paise)}` : formatRupees(paise)}
      </Text>
    </Group>
  );
}

/**
 * What the booking costs (services, discount, pick & drop fee, total) and what became of the money, as the
 * ledger says (BookingView.money): paid online or in cash, refunded, being refunded, still to pay.
 */
function PriceBreakdown({ booking }: { booking: BookingView }) {
  const t = useT("profile");
  const { money } = booking;
  const paidPaise = money.capturedPaise + money.cashPaise;
  return (
    <Stack gap={2} mt="sm" component="section" aria-label={t("price")}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t("price")}
      </Text>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }} maw={360}>
        <PriceLine label={t("priceServices")} paise={booking.subtotalPaise} />
        {booking.discountPaise > 0 ? (
          <PriceLine
            label={t("priceDiscount", { code: booking.couponCode ?? "" })}
            paise={booking.discountPaise}
            minus
          />
        ) : null}
        {booking.driverFeePaise > 0 ? (
          <PriceLine label={t("pricePickDrop")} paise={booking.driverFeePaise} />
        ) : null}
        {booking.travelFeePaise > 0 ? (
          <PriceLine label={t("priceTravel")} paise={booking.travelFeePaise} />
        ) : null}
        <PriceLine label={t("priceTotal")} paise={money.duePaise} strong />
        {money.capturedPaise > 0 ? <PriceLine label={t("paidOnline")} paise={money.capturedPaise} /> : null}
        {money.cashPaise > 0 ? <PriceLine label={t("paidCash")} paise={money.cashPaise} /> : null}
        {money.refundedPaise > 0 ? (
          <PriceLine label={t("refundedLine")} paise={money.refundedPaise} minus />
        ) : null}
        {money.refundPendingPaise > 0 ? (
          <PriceLine label={t("refundingLine")} paise={money.refundPendingPaise} minus />
        ) : null}
        {money.outstandingPaise > 0 && paidPaise > 0 ? (
          <PriceLine label={t("toPay")} paise={money.outstandingPaise} strong />
        ) : null}
      </Stack>
    </Stack>
  );
}

/**
 * One booking: code, status, payment, centre, time in IST, items and price; actions below. `visit` (a doorstep
 * or pick & drop booking's live visit) comes first, under the code.
 */
export function BookingCard({
  booking,
  visit,
  actions,
}: {
  booking: BookingView;
  visit?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT("profile");
  const { lang } = useLang();
  const vehicleName = useVehicleName();
  const categoryName = useCategoryName();
  const siteLine = useSiteLine()(booking.siteDetails);
  const { keyHandover } = booking.siteDetails;
  const status = t(`status_${booking.status}`);
  const { money } = booking;
  // Never paid and nothing to pay (a booking called off before payment): the ledger's derivation says so.
  const nothingOwed = money.outstandingPaise === 0 && !money.everPaid;
  const payment = nothingOwed ? t("pay_none") : t(`pay_${booking.paymentStatus}`);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="article"
      aria-label={t("bookingCode", { code: booking.code })}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
        <div>
          <Title order={3} size="h5" ff="monospace">
            {booking.code}
          </Title>
          <Text size="sm" c="dimmed">
            {booking.centre.name}
          </Text>
        </div>
        <Group gap={6}>
          <Badge
            color={STATUS_COLORS[booking.status]}
            variant="light"
            aria-label={t("statusLabel", { status })}
          >
            {status}
          </Badge>
          <Badge
            color={nothingOwed ? "gray" : PAYMENT_COLORS[booking.paymentStatus]}
            variant="outline"
            aria-label={t("paymentStatusLabel", { status: payment })}
          >
            {payment}
          </Badge>
        </Group>
      </Group>
      {visit}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Field label={t("when")}>{formatIndiaWeekdayDateTime(booking.slotStart, lang)}</Field>
        <Field label={t("payment")}>
          {booking.paymentMethod === "upi" ? t("paymentUpi") : t("paymentCash")}
        </Field>
        <Field label={t("centre")}>
          {booking.centre.name}
          <br />
          <Anchor
            href={`tel:+91${booking.centre.mobile}`}
            size="sm"
            aria-label={t("call", { phone: booking.centre.mobile })}
          >
            {booking.centre.mobile}
          </Anchor>
        </Field>
        <Field label={t("vehicle")}>
          {vehicleName(slugOf(booking.vehicleType.name), booking.vehicleType.name)} · {booking.vehicleNumber}
          {booking.serviceMode === "pick_drop" ? ` · ${t("pickDrop")}` : ""}
        </Field>
      </SimpleGrid>
      {siteLine || keyHandover ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          {siteLine ? <Field label={t("siteDetails")}>{siteLine}</Field> : null}
          {keyHandover ? <Field label={t("keyHandover")}>{keyHandover}</Field> : null}
        </SimpleGrid>
      ) : null}
      <Stack gap={2} mt="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t("services")}
        </Text>
        <Stack gap={2} component="ul" m={0} pl="md">
          {booking.items.map((item) => (
            <Text key={item.serviceId} component="li" size="sm">
              {categoryName(slugOf(item.categoryName), item.categoryName)} – {item.subCategoryName} ×{" "}
              {item.quantity} ({formatRupees(item.unitPricePaise)})
            </Text>
          ))}
        </Stack>
      </Stack>
      <PriceBreakdown booking={booking} />
      {actions}
    </Paper>
  );
}
