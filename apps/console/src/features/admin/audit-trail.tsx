import { type AuditEntry, formatIndiaDateTime } from "@chamak/contracts";
import { Text, Timeline } from "@mantine/core";
import { auditActionLabel, auditDetails } from "./audit-details";

const ROLE_LABELS: Record<string, string> = {
  user: "customer",
  vendor: "centre",
  admin: "admin",
  system: "system",
};

/** Who did what to a booking, and when (oldest first), in words: never an event's or a person's raw id. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">No recorded changes.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {entries.map((entry) => {
        const details = auditDetails(entry);
        return (
          <Timeline.Item key={entry.id} title={auditActionLabel(entry.action)}>
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
