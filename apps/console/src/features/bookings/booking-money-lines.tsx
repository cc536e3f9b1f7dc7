import { Stack, Text } from "@mantine/core";
import type { CentreBooking } from "../../lib/api-types";
import { type MoneyTone, moneyLines } from "./booking-money";

const TONE_COLORS: Record<MoneyTone, string> = {
  paid: "teal.8",
  due: "orange.8",
  refund: "grape.8",
  failed: "red.8",
};

/** The booking's money, one short line each: paid, due, refunded, being refunded, refund failed. */
export function BookingMoneyLines({
  booking,
  align = "flex-start",
}: {
  booking: CentreBooking;
  align?: "flex-start" | "flex-end";
}) {
  const lines = moneyLines(booking);
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} align={align} aria-label="Money">
      {lines.map((line) => (
        <Text key={line.text} size="sm" fw={500} c={TONE_COLORS[line.tone]}>
          {line.text}
        </Text>
      ))}
    </Stack>
  );
}
