import { type BookingView, indiaDate, POLICY } from "@chamak/contracts";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { SlotPicker } from "../booking/slot-picker";
import { useFieldMessage } from "../forms/field-message";

type RescheduleDialogProps = {
  booking: BookingView;
  opened: boolean;
  free: boolean;
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  onConfirm(slot: { date: string; time: string }): void;
  onClose(): void;
};

/** A new date and one of the free times for this booking's services. */
export function RescheduleDialog({
  booking,
  opened,
  free,
  busy,
  error,
  fieldErrors,
  onConfirm,
  onClose,
}: RescheduleDialogProps) {
  const t = useT("profile");
  const fieldText = useFieldMessage();
  // Opens on today (moving on past days with no free time), its times shown at once.
  const [slot, setSlot] = useState({ date: indiaDate(), time: "" });
  const [missing, setMissing] = useState(false);
  const cart = {
    centreId: booking.centre.id,
    vehicleTypeId: booking.vehicleType.id,
    // A line without a catalogue service (a wash plan's month) is no slot's to find.
    items: booking.items.flatMap((item) =>
      item.serviceId === null ? [] : [{ serviceId: item.serviceId, quantity: item.quantity }],
    ),
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("rescheduleTitle", { code: booking.code })}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">
          {free ? t("rescheduleFree") : t("rescheduleRule", { hours: POLICY.rescheduleMinHoursBeforeSlot })}
        </Text>
        {opened ? (
          <SlotPicker
            cart={cart}
            date={slot.date}
            time={slot.time}
            onChange={(next) => {
              setSlot(next);
              setMissing(false);
            }}
            dateChips
            dateError={fieldText(fieldErrors.date)}
            timeError={fieldText(fieldErrors.time) ?? (missing ? t("chooseTime") : undefined)}
          />
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("close")}
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              if (!slot.date || !slot.time) setMissing(true);
              else onConfirm(slot);
            }}
          >
            {t("saveNewTime")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
