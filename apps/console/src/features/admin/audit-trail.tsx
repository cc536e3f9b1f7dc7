import { type AuditEntry, formatIndiaDateTime } from "@chamak/contracts";
import { Text, Timeline } from "@mantine/core";
import { auditDetails } from "./audit-details";

const ACTION_LABELS: Record<string, string> = {
  "booking.created": "Booked",
  "booking.paid": "Paid",
  "booking.confirmed": "Confirmed",
  "booking.in_progress": "Started",
  "booking.completed": "Completed",
  "booking.cancelled": "Cancelled",
  "booking.no_show": "Marked no-show",
  "booking.expired": "Expired unpaid",
  "booking.cash_collected": "Cash collected",
  "booking.rescheduled": "Rescheduled",
  "booking.refund_requested": "Refund requested",
  "booking.refund-pending": "Refund pending at Razorpay",
  "booking.refunded": "Refunded",
  "booking.refund-failed": "Refund failed",
  "booking.dispute_opened": "Dispute opened",
  "booking.dispute_resolved": "Dispute resolved",
};

const ROLE_LABELS: Record<string, string> = {
  user: "customer",
  vendor: "centre",
  admin: "admin",
  system: "system",
};

/** Who did what to a booking, and when (oldest first). */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No recorded changes.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {entries.map((entry) => {
        const details = auditDetails(entry.data);
        return (
          <Timeline.Item key={entry.id} title={ACTION_LABELS[entry.action] ?? entry.action}>
            <Text size="xs" c="dimmed">
              {formatIndiaDateTime(entry.createdAt)} · {entry.actorName ?? "Chamak"} (
              {ROLE_LABELS[entry.actorRole] ?? entry.actorRole})
            </Text>
            {details ? (
              <Text size="xs" mt={4}>
                {details}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
