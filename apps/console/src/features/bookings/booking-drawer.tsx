import {
  type CentreAction,
  formatIndiaDateTime,
  formatIndiaTime,
  formatIndiaWeekdayDate,
} from "@chamak/contracts";
import { Anchor, Button, Divider, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import type { CentreBooking } from "../../lib/api-types";
import { CentreJobCardEvidence } from "../job-card/job-card-evidence";
import { BookingMoneyTable } from "../shared/booking-money-table";
import { DetailField } from "../shared/detail-field";
import { SERVICE_MODE_LABELS } from "../shared/labels";
import { ServiceAddressField } from "../shared/service-address-field";
import { BookingBadges } from "../shared/status-badges";
import { WalkInRecovery } from "../walk-in/walk-in-recovery";
import { ACTION_COLORS, ACTION_LABELS, centreActionsOf } from "./action-labels";
import { BookingMoneyLines } from "./booking-money-lines";
import { WasherSelect } from "./washer-select";

type BookingDrawerProps = {
  booking: CentreBooking | null;
  onClose: () => void;
  onAction: (action: CentreAction) => void;
};

/** Everything the centre needs to serve one booking: who, which vehicle, where, what. */
export function BookingDrawer({ booking, onClose, onAction }: BookingDrawerProps) {
  return (
    <Drawer
      opened={booking !== null}
      onClose={onClose}
      position="right"
      size="md"
      title={booking ? `Booking ${booking.code}` : ""}
    >
      {booking ? (
        <Stack gap="md">
          <Group gap={6}>
            <BookingBadges booking={booking} />
          </Group>
          <WalkInRecovery booking={booking} />
          <Text fw={700}>
            {formatIndiaWeekdayDate(booking.slotStart)}, {formatIndiaTime(booking.slotStart)} –{" "}
            {formatIndiaTime(booking.slotEnd)}
          </Text>
          <WasherSelect key={booking.id} booking={booking} />
          {booking.cancelReason ? <DetailField label="Cancelled">{booking.cancelReason}</DetailField> : null}
          {booking.disputeOutcome ? (
            <DetailField label="Dispute resolved">{booking.disputeOutcome.resolution}</DetailField>
          ) : null}
          <CentreJobCardEvidence bookingId={booking.id} />

          <Title order={3} size="h5">
            Customer
          </Title>
          <Stack gap={4}>
            <DetailField label="Name">{booking.customer.name}</DetailField>
            <DetailField label="Phone">
              {/^\d{10}$/.test(booking.contactMobile) ? (
                <>
                  <Anchor href={`tel:+91${booking.contactMobile}`}>{booking.contactMobile}</Anchor>
                  {booking.customer.mobile && booking.customer.mobile !== booking.contactMobile ? (
                    <>
                      {" "}
                      (account:{" "}
                      <Anchor href={`tel:+91${booking.customer.mobile}`}>{booking.customer.mobile}</Anchor>)
                    </>
                  ) : null}
                </>
              ) : (
                // A doorstep or pick & drop customer, to staff: reached through Chamak (My day's Call button).
                `${booking.contactMobile} · call through Chamak from My day`
              )}
            </DetailField>
            {booking.customer.email ? (
              <DetailField label="Email">
                <Anchor href={`mailto:${booking.customer.email}`}>{booking.customer.email}</Anchor>
              </DetailField>
            ) : null}
          </Stack>

          <Title order={3} size="h5">
            Vehicle
          </Title>
          <Stack gap={4}>
            <DetailField label="Type">{booking.vehicleType.name}</DetailField>
            <DetailField label="Number">{booking.vehicleNumber}</DetailField>
            <DetailField label="Brand">{booking.brand ?? "Not given"}</DetailField>
          </Stack>

          <Title order={3} size="h5">
            Service and address
          </Title>
          <Stack gap={4}>
            <DetailField label="Where">{SERVICE_MODE_LABELS[booking.serviceMode]}</DetailField>
            <ServiceAddressField booking={booking} />
          </Stack>

          <Title order={3} size="h5">
            Services and money
          </Title>
          <BookingMoneyTable booking={booking} />
          <BookingMoneyLines booking={booking} />
          <DetailField label="Booked">{formatIndiaDateTime(booking.createdAt)}</DetailField>

          <Divider />
          <Group gap="xs">
            {centreActionsOf(booking).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "cancel" || action === "no_show" ? "subtle" : "light"}
                color={ACTION_COLORS[action]}
                onClick={() => onAction(action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
