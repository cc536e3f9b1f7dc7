import { Button, Group, Loader, Text } from "@mantine/core";
import { StatusDot } from "./status-dot";

/** What the API's health check reports. */
export type ApiHealth = { status: "ok" | "degraded"; database: "up" | "down" };

type HealthStatusLineProps =
  | { state: "pending" }
  | { state: "error"; onRetry: () => void; retrying?: boolean }
  | { state: "success"; health: ApiHealth };

/** One quiet line telling whether the API and its database answer. */
export function HealthStatusLine(props: HealthStatusLineProps) {
  return (
    <Group gap={8} wrap="nowrap" role="status" aria-live="polite" mih={28}>
      <HealthStatusContent {...props} />
    </Group>
  );
}

function HealthStatusContent(props: HealthStatusLineProps) {
  switch (props.state) {
    case "pending":
      return (
        <>
          <Loader size={12} />
          <Text size="sm" c="dimmed">
            Checking the API…
          </Text>
        </>
      );
    case "error":
      return (
        <>
          <StatusDot tone="error" />
          <Text size="sm" c="dimmed">
            API unreachable
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={props.onRetry} loading={props.retrying}>
            Retry
          </Button>
        </>
      );
    case "success": {
      const { status, database } = props.health;
      const healthy = status === "ok" && database === "up";
      return (
        <>
          <StatusDot tone={healthy ? "ok" : "warn"} />
          <Text size="sm" c="dimmed">
            API: {status} · database {database}
          </Text>
        </>
      );
    }
  }
}
