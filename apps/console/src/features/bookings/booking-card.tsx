import { type CentreAction, formatIndiaTime, POLICY, siteDetailsLine } from "@chamak/contracts";
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { CentreBooking } from "../../lib/api-types";
import { formatRupees } from "../../lib/format";
import { hasJobCardLink, JobCardLink } from "../job-card/job-card-link";
import { SERVICE_MODE_LABELS } from "../shared/labels";
import { BookingBadges } from "../shared/status-badges";
import { ACTION_COLORS, ACTION_LABELS, centreActionsOf } from "./action-labels";
import { BookingMoneyLines } from "./booking-money-lines";

type BookingCardProps = {
  booking: CentreBooking;
  /** Made since the centre last looked at the board. */
  isNew?: boolean;
  onOpen: () => void;
  onAction: (action: CentreAction) => void;
};

export function BookingCard({ booking, isNew = false, onOpen, onAction }: BookingCardProps) {
  const actions = centreActionsOf(booking);
  // A confirmed job is not started a day early: say from when it can be (whyNot's rule in contracts).
  const startsFrom =
    booking.status === "confirmed" && !booking.allowedActions.includes("start")
      ? new Date(booking.slotStart.getTime() - POLICY.startMaxHoursBeforeSlot * 3_600_000)
      : null;
  // Where at the address the vehicle waits, and for pick & drop where the keys are (the customer's words).
  const siteLine = booking.serviceMode === "at_centre" ? "" : siteDetailsLine(booking.siteDetails);
  const keys = booking.serviceMode === "pick_drop" ? booking.siteDetails.keyHandover : undefined;
  const services = booking.items
    .map((item) => (item.quantity > 1 ? `${item.subCategoryName} × ${item.quantity}` : item.subCategoryName))
    .join(", ");
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-label={`Booking ${booking.code}`}
      data-new={isNew || undefined}
      style={isNew ? { borderColor: "var(--mantine-color-orange-6)", borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap" style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Stack gap={0} w={96} style={{ flexShrink: 0 }}>
            <Text fw={800} size="lg" lh={1.2} style={{ whiteSpace: "nowrap" }}>
              {formatIndiaTime(booking.slotStart)}
            </Text>
            <Text size="xs" c="dimmed">
              to {formatIndiaTime(booking.slotEnd)}
            </Text>
          </Stack>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <UnstyledButton onClick={onOpen} aria-label={`View booking ${booking.code} details`}>
              <Text fw={700} c="chamak.8" td="underline">
                {booking.customer.name}
              </Text>
            </UnstyledButton>
            <Text size="sm">
              {booking.vehicleType.name} · {booking.vehicleNumber}
              {booking.brand ? ` · ${booking.brand}` : ""}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {services}
            </Text>
            {siteLine ? <Text size="sm">Parked at: {siteLine}</Text> : null}
            {keys ? <Text size="sm">Keys: {keys}</Text> : null}
            {booking.washer ? <Text size="xs">Washer: {booking.washer.name}</Text> : null}
            <Group gap={6}>
              <Text size="xs" c="dimmed" ff="monospace">
                {booking.code}
              </Text>
              {isNew ? (
                <Badge size="xs" color="orange">
                  New
                </Badge>
              ) : null}
              {booking.walkIn ? (
                <Badge size="xs" variant="light" color="cyan">
                  Walk-in
                </Badge>
              ) : null}
              {booking.serviceMode !== "at_centre" ? (
                <Badge size="xs" variant="dot" color="grape">
                  {SERVICE_MODE_LABELS[booking.serviceMode]}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end" style={{ flex: "1 0 auto" }}>
          <Text fw={700}>{formatRupees(booking.totalPaise)}</Text>
          <Group gap={6} justify="flex-end">
            <BookingBadges booking={booking} />
          </Group>
          <BookingMoneyLines booking={booking} align="flex-end" />
        </Stack>
      </Group>
      {actions.length > 0 || startsFrom || hasJobCardLink(booking) ? (
        <Group gap="xs" mt="sm" justify="flex-end">
          <JobCardLink booking={booking} />
          {startsFrom ? (
            <Text size="sm" c="dimmed" mr="auto">
              Can be started from {formatIndiaTime(startsFrom)}
            </Text>
          ) : null}
          {actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === "cancel" || action === "no_show" ? "subtle" : "light"}
              color={ACTION_COLORS[action]}
              onClick={() => onAction(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}
