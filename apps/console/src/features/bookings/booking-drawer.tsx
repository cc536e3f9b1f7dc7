import { Anchor, Button, Divider, Drawer, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { CentreBooking } from "../../lib/api-types";
import { formatDate, formatDateTime, formatRupees, formatTime } from "../../lib/format";
import { SERVICE_MODE_LABELS } from "../shared/labels";
import { BookingStatusBadge, PaymentStatusBadge } from "../shared/status-badges";
import { ACTION_COLORS, ACTION_LABELS, availableActions, type CentreAction } from "./booking-rules";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

type BookingDrawerProps = {
  booking: CentreBooking | null;
  now: Date;
  onClose: () => void;
  onAction: (action: CentreAction) => void;
};

/** Everything the centre needs to serve one booking: who, which vehicle, where, what. */
export function BookingDrawer({ booking, now, onClose, onAction }: BookingDrawerProps) {
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
            <BookingStatusBadge status={booking.status} />
            <PaymentStatusBadge status={booking.paymentStatus} />
          </Group>
          <Text fw={700}>
            {formatDate(booking.slotStart)}, {formatTime(booking.slotStart)} – {formatTime(booking.slotEnd)}
          </Text>
          {booking.cancelReason ? <Field label="Cancelled">{booking.cancelReason}</Field> : null}

          <Title order={3} size="h5">
            Customer
          </Title>
          <Stack gap={4}>
            <Field label="Name">{booking.customer.name}</Field>
            <Field label="Phone">
              <Anchor href={`tel:+91${booking.contactMobile}`}>{booking.contactMobile}</Anchor>
              {booking.customer.mobile && booking.customer.mobile !== booking.contactMobile ? (
                <>
                  {" "}
                  (account:{" "}
                  <Anchor href={`tel:+91${booking.customer.mobile}`}>{booking.customer.mobile}</Anchor>)
                </>
              ) : null}
            </Field>
            <Field label="Email">
              <Anchor href={`mailto:${booking.customer.email}`}>{booking.customer.email}</Anchor>
            </Field>
          </Stack>

          <Title order={3} size="h5">
            Vehicle
          </Title>
          <Stack gap={4}>
            <Field label="Type">{booking.vehicleType.name}</Field>
            <Field label="Number">{booking.vehicleNumber}</Field>
            <Field label="Brand">{booking.brand ?? "Not given"}</Field>
          </Stack>

          <Title order={3} size="h5">
            Service and address
          </Title>
          <Stack gap={4}>
            <Field label="Where">{SERVICE_MODE_LABELS[booking.serviceMode]}</Field>
            <Field label="Address">
              {booking.address.address}, {booking.address.city}, {booking.address.state} {booking.address.zip}
            </Field>
          </Stack>

          <Table withTableBorder={false} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.items.map((item) => (
                <Table.Tr key={item.serviceId}>
                  <Table.Td>
                    {item.categoryName} — {item.subCategoryName}
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{formatRupees(item.unitPricePaise * item.quantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={2}>
            {booking.driverFeePaise > 0 ? (
              <Field label="Driver fee">{formatRupees(booking.driverFeePaise)}</Field>
            ) : null}
            {booking.discountPaise > 0 ? (
              <Field label="Discount">
                −{formatRupees(booking.discountPaise)} {booking.couponCode ? `(${booking.couponCode})` : ""}
              </Field>
            ) : null}
            <Field label="Total">
              <strong>{formatRupees(booking.totalPaise)}</strong> ·{" "}
              {booking.paymentMethod === "cash" ? "Cash" : "UPI"}
            </Field>
            <Field label="Booked">{formatDateTime(booking.createdAt)}</Field>
          </Stack>

          <Divider />
          <Group gap="xs">
            {availableActions(booking, now).map((action) => (
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
