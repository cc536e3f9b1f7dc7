import { formatIndiaDateTime } from "@chamak/contracts";
import type { FailedRefund } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { DetailField } from "../shared/detail-field";
import { MoneyAttentionCard } from "./money-attention-card";
import { RetryRefund } from "./retry-refund";

/** One refund that did not reach the customer: which booking, how much, why, and a retry. */
export function FailedRefundCard({
  refund,
  onRetried,
}: {
  refund: FailedRefund;
  onRetried: (text: string) => void;
}) {
  return (
    <MoneyAttentionCard
      label={`Failed refund #${refund.refundId}`}
      booking={refund.booking}
      centreName={refund.booking.centreName}
      amountPaise={refund.amountPaise}
      problem={{ label: "Razorpay says", text: refund.failureReason ?? "No reason given" }}
      actions={<RetryRefund refund={refund} onRetried={onRetried} />}
    >
      <DetailField label="Failed">{formatIndiaDateTime(refund.failedAt)}</DetailField>
      <DetailField label="Refund for">{refund.reason}</DetailField>
      <DetailField label="Refundable now">{formatRupees(refund.refundablePaise)}</DetailField>
    </MoneyAttentionCard>
  );
}
