import { type AuditEntry, formatIndiaDateTime } from "@chamak/contracts";
import { Code, Text, Timeline } from "@mantine/core";
import { formatRupees } from "../../lib/format";

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

/** The interesting details of an audit entry as "key: value" text; money in rupees. */
function describe(data: unknown): string | null {
  if (!data || typeof data !== "object") return null;
  const parts = Object.entries(data as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== "object")
    .map(([key, value]) =>
      key.endsWith("Paise") && typeof value === "number"
        ? `${key.replace(/Paise$/, "")}: ${formatRupees(value)}`
        : `${key}: ${String(value)}`,
    );
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** Who did what to a booking, and when (oldest first). */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No recorded changes.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {entries.map((entry) => {
        const details = describe(entry.data);
        return (
          <Timeline.Item key={entry.id} title={ACTION_LABELS[entry.action] ?? entry.action}>
            <Text size="xs" c="dimmed">
              {formatIndiaDateTime(entry.createdAt)} · {entry.actorName ?? "Chamak"} (
              {ROLE_LABELS[entry.actorRole] ?? entry.actorRole})
            </Text>
            {details ? (
              <Code block mt={4} fz="xs" style={{ whiteSpace: "pre-wrap" }}>
                {details}
              </Code>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
