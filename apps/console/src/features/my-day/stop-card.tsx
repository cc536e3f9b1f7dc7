import { formatIndiaTime, JOB_CARD_REQUIRED_SIDES } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { SIDE_LABELS } from "../job-card/side-labels";
import { PhotoButton } from "./photo-button";
import type { PhoneStop } from "./predict";
import type { NewTap } from "./use-my-day";

const LEG_LABELS: Record<PhoneStop["leg"], string> = {
  doorstep: "Wash at the door",
  pickup: "Fetch the car",
  return: "Bring the car back",
};

/** Where the job is, in words and colour. */
function stage(stop: PhoneStop): { label: string; color: string } {
  if (
    stop.jobCardState === "done" ||
    stop.jobCardState === "returned" ||
    stop.bookingStatus === "completed"
  ) {
    return { label: "Done", color: "teal" };
  }
  if (stop.jobCardState === "started" || stop.jobCardState === "checked_in")
    return { label: "Washing", color: "blue" };
  if (stop.visit.state === "not_accessible") return { label: "Car not accessible", color: "orange" };
  if (stop.visit.state === "arrived") return { label: "Arrived", color: "blue" };
  if (stop.visit.state === "on_the_way") return { label: "On the way", color: "yellow" };
  return { label: "To do", color: "gray" };
}

/** One stop of the washer's day with the next thing to do there. Every tap is kept on the phone first. */
export function StopCard({
  stop,
  number,
  onTap,
  onDismiss,
}: {
  stop: PhoneStop;
  number: number;
  onTap: (tap: NewTap) => unknown;
  onDismiss: () => unknown;
}) {
  const { label, color } = stage(stop);
  const window = `${formatIndiaTime(stop.arrivalWindow.from)}–${formatIndiaTime(stop.arrivalWindow.to)}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      aria-label={`Stop ${number}: ${stop.bookingCode}`}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>
              {number}. {window} · {stop.customerFirstName}
            </Text>
            <Text size="sm" c="dimmed">
              {LEG_LABELS[stop.leg]} · {stop.bookingCode}
            </Text>
          </Stack>
          <Badge color={color} variant="light">
            {label}
          </Badge>
        </Group>
        <Text size="sm">
          {stop.address}, {stop.zip}
        </Text>
        {stop.siteLine ? <Text size="sm">{stop.siteLine}</Text> : null}
        {stop.site.gateInstructions ? <Text size="sm">Gate: {stop.site.gateInstructions}</Text> : null}
        {stop.site.keyHandover ? <Text size="sm">Keys: {stop.site.keyHandover}</Text> : null}
        <Text size="sm" c="dimmed">
          {stop.vehicle} · {stop.services.join(", ")}
        </Text>
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
          <CallCustomer bookingId={stop.bookingId} name={stop.customerFirstName} />
        </Group>
        <NextStep stop={stop} onTap={onTap} />
        {stop.waiting > 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {stop.waiting === 1 ? "1 step" : `${stop.waiting} steps`} saved on this phone, not sent yet
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

function NextStep({ stop, onTap }: { stop: PhoneStop; onTap: (tap: NewTap) => unknown }) {
  const [eta, setEta] = useState<number>(Math.max(5, stop.travelMinutes));
  const [code, setCode] = useState("");
  const over = stage(stop).label === "Done" || stop.visit.state === "not_accessible";
  if (over) return null;
  const notAccessible = (
    <PhotoButton
      label="Car not accessible: photo"
      onPhoto={(photo) => onTap({ action: "not_accessible", photo })}
    />
  );
  if (stop.visit.state === "assigned") {
    return (
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Minutes to arrive"
          inputMode="numeric"
          value={String(eta)}
          onChange={(event) =>
            setEta(Math.min(240, Math.max(1, Number(event.currentTarget.value.replace(/\D/g, "")) || 1)))
          }
          w={140}
        />
        <Button onClick={() => onTap({ action: "set_out", etaMinutes: eta })}>On my way</Button>
      </Group>
    );
  }
  if (stop.visit.state === "on_the_way") {
    return (
      <Group gap="xs">
        {stop.visit.etaAt ? (
          <Text size="sm" w="100%">
            The customer expects you by {formatIndiaTime(stop.visit.etaAt)}
          </Text>
        ) : null}
        <Button onClick={() => onTap({ action: "arrived" })}>Arrived</Button>
        {notAccessible}
      </Group>
    );
  }
  if (stop.leg !== "doorstep") return null;
  if (stop.jobCardState === null || stop.jobCardState === "checking_in") {
    const missing = JOB_CARD_REQUIRED_SIDES.filter((side) => !stop.checkInSides.includes(side));
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Check the car in: a photo of every side, then the customer's code
        </Text>
        <Group gap="xs">
          {JOB_CARD_REQUIRED_SIDES.map((side) => (
            <PhotoButton
              key={side}
              label={`${SIDE_LABELS[side]} photo`}
              done={stop.checkInSides.includes(side)}
              onPhoto={(photo) => onTap({ action: "check_in_photo", side, photo })}
            />
          ))}
        </Group>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Customer's code"
            inputMode="numeric"
            maxLength={4}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ""))}
            w={140}
          />
          <Button
            disabled={missing.length > 0 || code.length !== 4}
            onClick={() => {
              onTap({ action: "check_in", code });
              setCode("");
            }}
          >
            Check in
          </Button>
        </Group>
        {missing.length > 0 ? (
          <Text size="xs" c="dimmed">
            Still to photograph: {missing.map((side) => SIDE_LABELS[side]).join(", ")}
          </Text>
        ) : null}
        {notAccessible}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <PhotoButton
          label="After photo"
          done={stop.afterPhotoCount > 0}
          onPhoto={(photo) => onTap({ action: "after_photo", photo })}
        />
        <Button disabled={stop.afterPhotoCount === 0} onClick={() => onTap({ action: "done" })}>
          Done
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {stop.afterPhotoCount === 1 ? "1 after photo" : `${stop.afterPhotoCount} after photos`}: the customer
        sees them when the job is done
      </Text>
    </Stack>
  );
}

/** A number that rings the customer without showing theirs (needs a network: a call does anyway). */
function CallCustomer({ bookingId, name }: { bookingId: number; name: string }) {
  const trpc = useTRPC();
  const call = useMutation(trpc.washerDay.callCustomer.mutationOptions());
  if (call.data) {
    return (
      <Button component="a" href={`tel:${call.data.virtualNumber}`} size="sm" variant="light" color="teal">
        Call {name}: {call.data.virtualNumber}
      </Button>
    );
  }
  return (
    <Stack gap={2}>
      <Button size="sm" variant="default" loading={call.isPending} onClick={() => call.mutate({ bookingId })}>
        Call {name}
      </Button>
      {call.error ? (
        <Text size="xs" c="red" role="alert">
          {messageOf(call.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
