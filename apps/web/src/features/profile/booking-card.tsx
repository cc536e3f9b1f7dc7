import { type BookingView, formatIndiaWeekdayDateTime, formatRupees } from "@chamak/contracts";
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useLang, useT } from "../../lib/i18n";
import { PAYMENT_COLORS, STATUS_COLORS } from "../booking/booking-status";

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

/** One booking: code, status, payment, amount, centre, time in IST, items; actions below. */
export function BookingCard({ booking, actions }: { booking: BookingView; actions?: ReactNode }) {
  const t = useT("profile");
  const { lang } = useLang();
  const status = t(`status_${booking.status}`);
  const { money } = booking;
  // A cancelled or expired booking that was never paid owes nothing.
  const nothingOwed = (booking.status === "cancelled" || booking.status === "expired") && !money.everPaid;
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
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Field label={t("when")}>{formatIndiaWeekdayDateTime(booking.slotStart, lang)}</Field>
        <Field label={t("amount")}>
          <Text span fw={700}>
            {formatRupees(booking.totalPaise)}
          </Text>{" "}
          · {booking.paymentMethod === "upi" ? t("paymentUpi") : t("paymentCash")}
          {money.refundedPaise > 0 ? (
            <Text size="sm" c="grape.8">
              {t("moneyRefunded", {
                refunded: formatRupees(money.refundedPaise),
                paid: formatRupees(money.capturedPaise),
              })}
            </Text>
          ) : null}
          {money.refundPendingPaise > 0 ? (
            <Text size="sm" c="grape.8">
              {t("moneyRefunding", { amount: formatRupees(money.refundPendingPaise) })}
            </Text>
          ) : null}
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
          {booking.vehicleType.name} · {booking.vehicleNumber}
          {booking.serviceMode === "pick_drop" ? ` · ${t("pickDrop")}` : ""}
        </Field>
      </SimpleGrid>
      <Stack gap={2} mt="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t("services")}
        </Text>
        <Stack gap={2} component="ul" m={0} pl="md">
          {booking.items.map((item) => (
            <Text key={item.serviceId} component="li" size="sm">
              {item.categoryName} – {item.subCategoryName} × {item.quantity} (
              {formatRupees(item.unitPricePaise)})
            </Text>
          ))}
        </Stack>
      </Stack>
      {actions}
    </Paper>
  );
}
