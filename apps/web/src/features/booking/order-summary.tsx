import { formatRupees, type Quote, rupeesToPaise } from "@chamak/contracts";
import { Alert, Divider, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { CartItem } from "../cart/cart-item";
import { useVehicleName } from "../catalog/catalog-names";
import { useServerMessage } from "../forms/field-message";

type OrderSummaryProps = {
  items: readonly CartItem[];
  centreName: string;
  quote: Quote | undefined;
  quotePending: boolean;
  quoteError: unknown;
  /** Washed at the customer's door: the time is spent there, not at the centre. */
  atDoor?: boolean;
  /** The promo code field (signed in) or the offer text (signed out). */
  promo: ReactNode;
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size={strong ? "md" : "sm"} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? "lg" : "sm"} fw={strong ? 700 : 500} style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

/** The cart with quantities and the server's price (booking.quote). */
export function OrderSummary({
  items,
  centreName,
  quote,
  quotePending,
  atDoor = false,
  quoteError,
  promo,
}: OrderSummaryProps) {
  const t = useT("booking");
  const vehicleName = useVehicleName();
  const serverMessage = useServerMessage();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={t("summaryTitle")}
    >
      <Title order={2} size="h4">
        {t("summaryTitle")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {centreName}
      </Text>
      <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <Group
            key={item.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
            gap="xs"
          >
            <div>
              <Text size="sm" fw={500}>
                {item.category_name} – {item.sub_category_name}
              </Text>
              <Text size="xs" c="dimmed">
                {t("quantityOf", {
                  quantity: item.quantity,
                  vehicle: vehicleName(item.vehicle_type, item.vehicle_type),
                })}
              </Text>
            </div>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatRupees(rupeesToPaise(item.price) * item.quantity)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="md" />
      {promo}
      <Divider my="md" />
      {quoteError ? (
        <Alert color="red" variant="light" role="alert">
          {serverMessage(quoteError) ?? t("priceFailed")}
        </Alert>
      ) : quotePending || !quote ? (
        <Stack gap={8} role="status" aria-label={t("pricing")}>
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
          <Skeleton h={22} />
        </Stack>
      ) : (
        <Stack gap={6} aria-live="polite">
          <Row label={t("subtotal")} value={formatRupees(quote.subtotalPaise)} />
          {quote.driverFeePaise > 0 ? (
            <Row label={t("driverFee")} value={formatRupees(quote.driverFeePaise)} />
          ) : null}
          {quote.travelFeePaise > 0 ? (
            <Row
              label={t("travelFee", { km: (quote.travelKm ?? 0).toFixed(1) })}
              value={formatRupees(quote.travelFeePaise)}
            />
          ) : null}
          {quote.discountPaise > 0 ? (
            <Row
              label={t("discount", { code: quote.coupon?.code ?? "" })}
              value={`− ${formatRupees(quote.discountPaise)}`}
            />
          ) : null}
          <Divider my={4} />
          <Row label={t("total")} value={formatRupees(quote.totalPaise)} strong />
          <Text size="xs" c="dimmed">
            {t(atDoor ? "durationAtDoor" : "duration", { minutes: quote.durationMinutes })}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
