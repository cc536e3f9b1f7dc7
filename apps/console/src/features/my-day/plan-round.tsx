import { formatIndiaTime } from "@chamak/contracts";
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PhotoButton } from "./photo-button";
import type { PhonePlanStop } from "./predict";

const STATE_BADGES: Record<PhonePlanStop["state"], { label: string; color: string }> = {
  scheduled: { label: "To wash", color: "gray" },
  done: { label: "Washed", color: "teal" },
  not_accessible: { label: "Car not accessible", color: "orange" },
  missed: { label: "Missed", color: "red" },
  skipped: { label: "Skipped by the customer", color: "gray" },
  paused: { label: "Plan paused", color: "gray" },
  cancelled: { label: "Plan cancelled", color: "gray" },
};

/** "Green Park Residency · Tower A": the round's groups, in the order the server sorted the cars. */
function groupsOf(stops: readonly PhonePlanStop[]): { title: string; stops: PhonePlanStop[] }[] {
  const groups: { title: string; stops: PhonePlanStop[] }[] = [];
  for (const stop of stops) {
    const title = [stop.site.society ?? stop.address, stop.site.tower ? `Tower ${stop.site.tower}` : null]
      .filter(Boolean)
      .join(" · ");
    const last = groups.at(-1);
    if (last?.title === title) last.stops.push(stop);
    else groups.push({ title, stops: [stop] });
  }
  return groups;
}

/**
 * The morning's plan washes (monthly subscribers' cars in their society's parking), grouped by society and
 * tower in the order the round goes. Each car is washed (photo) or not accessible (photo), kept on the phone
 * first like every tap.
 */
export function PlanRound({
  stops,
  onTap,
  onDismiss,
}: {
  stops: readonly PhonePlanStop[];
  onTap: (stop: PhonePlanStop, action: "plan_done" | "plan_not_accessible", photo: Blob) => unknown;
  onDismiss: (stop: PhonePlanStop) => unknown;
}) {
  const first = stops[0];
  if (!first) return null;
  const from = Math.min(...stops.map((stop) => stop.window.from.getTime()));
  const to = Math.max(...stops.map((stop) => stop.window.to.getTime()));
  const left = stops.filter((stop) => stop.state === "scheduled").length;
  return (
    <Stack gap="xs" component="section" aria-label="Plan washes">
      <Title order={2} size="h4">
        Plan washes · {formatIndiaTime(new Date(from))}–{formatIndiaTime(new Date(to))}
      </Title>
      <Text size="sm" c="dimmed">
        {left === 0
          ? "Every car is done"
          : `${left} of ${stops.length} ${stops.length === 1 ? "car" : "cars"} to wash`}
      </Text>
      {groupsOf(stops).map((group) => (
        <Stack gap="xs" key={group.title}>
          <Title order={3} size="h5">
            {group.title}
          </Title>
          {group.stops.map((stop) => (
            <PlanCard
              key={`${stop.subscriptionId}-${stop.date}`}
              stop={stop}
              onTap={(action, photo) => onTap(stop, action, photo)}
              onDismiss={() => onDismiss(stop)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function PlanCard({
  stop,
  onTap,
  onDismiss,
}: {
  stop: PhonePlanStop;
  onTap: (action: "plan_done" | "plan_not_accessible", photo: Blob) => unknown;
  onDismiss: () => unknown;
}) {
  const badge = STATE_BADGES[stop.state];
  const extras = stop.extras.map((extra) => `${extra.name} (${extra.perMonth} a month)`).join(", ");
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Car ${stop.vehicleNumber}`}>
      <Stack gap={6}>
        {/* The slot and number on one unbroken line; on a narrow phone the badge goes below them. */}
        <Group justify="space-between" align="center" gap={4}>
          <Text fw={700} style={{ whiteSpace: "nowrap" }}>
            {stop.site.parkingSlot ? `Slot ${stop.site.parkingSlot} · ` : ""}
            {stop.vehicleNumber}
          </Text>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {stop.vehicleType} · {stop.customerFirstName} · {stop.planName}
        </Text>
        {stop.site.gateInstructions ? <Text size="sm">Gate: {stop.site.gateInstructions}</Text> : null}
        {stop.site.keyHandover ? <Text size="sm">Keys: {stop.site.keyHandover}</Text> : null}
        {extras ? (
          <Text size="sm" c="dimmed">
            Extras: {extras}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            component="a"
            href={stop.navigateUrl}
            target="_blank"
            rel="noopener"
            size="sm"
            variant="light"
          >
            Navigate
          </Button>
          {stop.state === "scheduled" ? (
            <>
              <PhotoButton label="Done: photo" onPhoto={(photo) => onTap("plan_done", photo)} />
              <PhotoButton
                label="Car not accessible: photo"
                onPhoto={(photo) => onTap("plan_not_accessible", photo)}
              />
            </>
          ) : null}
        </Group>
        {stop.waiting > 0 ? (
          <Text size="sm" c="dimmed" role="status">
            Saved on this phone, not sent yet
          </Text>
        ) : null}
        {stop.refusal ? (
          <Alert color="red" role="alert" title="Not saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{stop.refusal}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => onDismiss()}>
                OK
              </Button>
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
