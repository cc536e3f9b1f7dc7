import { formatIndiaDateTime } from "@chamak/contracts";
import { Text } from "@mantine/core";
import type { ReconcileError } from "../../lib/api-types";
import { DetailField } from "../shared/detail-field";
import { MoneyAttentionCard } from "./money-attention-card";

/** One open UPI order reconciliation could not settle: its booking, how often it was tried, and why it failed. */
export function ReconcileErrorCard({ order }: { order: ReconcileError }) {
  return (
    <MoneyAttentionCard
      label={`Unsettled order of ${order.booking.code}`}
      booking={order.booking}
      amountPaise={order.amountPaise}
      problem={{ label: "Last error", text: order.error }}
    >
      <DetailField label="Attempts">{order.attempts}</DetailField>
      <DetailField label="Next try">
        {order.nextAttemptAt ? formatIndiaDateTime(order.nextAttemptAt) : "Not scheduled"}
      </DetailField>
      <DetailField label="Order">
        <Text span inherit ff="monospace">
          {order.razorpayOrderId ?? "Not created"}
        </Text>{" "}
        · opened {formatIndiaDateTime(order.paymentCreatedAt)}
      </DetailField>
    </MoneyAttentionCard>
  );
}
