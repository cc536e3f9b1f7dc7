import { formatIndiaTime, type JobCardState, type VehicleSide } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Badge, Button, Card, Group, Stack, Stepper, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { CheckInStep, type ConditionDraft, SIDE_LABELS } from "./check-in-step";
import { CodeEntry } from "./code-entry";
import { PhotoInput } from "./photo-input";
import { PhotoStrip } from "./photo-strip";
import type { UploadedPhoto } from "./upload-photo";

const STEP_OF: Record<JobCardState, number> = {
  checking_in: 0,
  checked_in: 1,
  started: 2,
  done: 3,
  returned: 4,
};
const STATE_LABELS: Record<JobCardState, string> = {
  checking_in: "Checking in",
  checked_in: "Checked in",
  started: "In progress",
  done: "Done",
  returned: "Returned",
};

/** A booking's job card on a phone at the counter: check-in with photos and the customer's code, start, done, return. */
export function JobCardPage({ bookingId }: { bookingId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: card } = useSuspenseQuery(trpc.jobCard.get.queryOptions({ bookingId }));
  const onCard = {
    onSuccess: (next: unknown) => {
      queryClient.setQueryData(trpc.jobCard.get.queryKey({ bookingId }), next as typeof card);
      void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.list.queryKey() });
    },
  };
  const open = useMutation(trpc.jobCard.open.mutationOptions(onCard));
  const addPhoto = useMutation(trpc.jobCard.addPhoto.mutationOptions(onCard));
  const removePhoto = useMutation(trpc.jobCard.removePhoto.mutationOptions(onCard));
  const save = useMutation(trpc.jobCard.recordCondition.mutationOptions(onCard));
  const sendCode = useMutation(trpc.jobCard.sendCode.mutationOptions(onCard));
  const confirmCode = useMutation(trpc.jobCard.confirmCode.mutationOptions(onCard));
  const start = useMutation(trpc.jobCard.start.mutationOptions(onCard));
  const done = useMutation(trpc.jobCard.done.mutationOptions(onCard));
  const [after, setAfter] = useState<UploadedPhoto[]>([]);

  const title = card ? `Job card ${card.bookingCode}` : "Job card";
  if (!card) {
    return (
      <Stack gap="lg">
        <PageHeader title={title} description="Record the vehicle's condition before taking it in." />
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>
              Photograph every side, note scratches already there, and the customer confirms with a code.
            </Text>
            <Button onClick={() => open.mutate({ bookingId })} loading={open.isPending}>
              Start check-in
            </Button>
            {open.error ? (
              <Alert color="red" role="alert">
                {messageOf(open.error)}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      </Stack>
    );
  }

  const code = (what: string) => (
    <CodeEntry
      key={`${card.state}-${card.code?.sentAt.getTime() ?? 0}`}
      card={card}
      what={what}
      onSend={() => sendCode.mutate({ bookingId })}
      sending={sendCode.isPending}
      sendError={sendCode.error}
      onConfirm={(value) => confirmCode.mutate({ bookingId, code: value })}
      confirming={confirmCode.isPending}
      confirmError={confirmCode.error}
    />
  );
  const afterPhotos = card.photos.filter((photo) => photo.stage === "after");

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={`${card.vehicleNumber}: check-in, the job and the return, step by step.`}
      />
      <Group gap="xs">
        <Badge size="lg" variant="light" data-testid="job-card-state">
          {STATE_LABELS[card.state]}
        </Badge>
        {card.checkedInAt ? (
          <Text size="sm" c="dimmed">
            Checked in {formatIndiaTime(card.checkedInAt)}
          </Text>
        ) : null}
      </Group>
      <Stepper active={STEP_OF[card.state]} orientation="horizontal" size="xs" visibleFrom="sm">
        <Stepper.Step label="Check-in" />
        <Stepper.Step label="Start" />
        <Stepper.Step label="Done" />
        <Stepper.Step label="Return" />
      </Stepper>

      {card.state === "checking_in" ? (
        <>
          <CheckInStep
            card={card}
            onAddPhoto={(side: VehicleSide, mediaId: number) =>
              addPhoto.mutateAsync({ bookingId, side, mediaId })
            }
            onRemovePhoto={(photoId) => removePhoto.mutate({ bookingId, photoId })}
            onSaveCondition={(draft: ConditionDraft) =>
              save.mutate({
                bookingId,
                condition: Object.fromEntries(
                  Object.entries(draft.notes).map(([side, notes]) => [side, { notes: notes ?? "" }]),
                ),
                fuelPercent: draft.fuelPercent,
                odometerKm: draft.odometerKm,
                belongings: draft.belongings,
              })
            }
            saving={save.isPending}
            saveError={save.error}
          />
          {addPhoto.error ? (
            <Alert color="red" role="alert">
              {messageOf(addPhoto.error)}
            </Alert>
          ) : null}
          <Card withBorder padding="md" radius="md">
            <Title order={3} size="h4" mb="xs">
              Customer confirms
            </Title>
            {code("hand-over")}
          </Card>
        </>
      ) : null}

      {card.state === "checked_in" ? (
        <Card withBorder padding="md" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text>The customer confirmed the vehicle's condition.</Text>
            <Button onClick={() => start.mutate({ bookingId })} loading={start.isPending}>
              Start job
            </Button>
            {start.error ? <Text c="red">{messageOf(start.error)}</Text> : null}
          </Stack>
        </Card>
      ) : null}

      {card.state === "started" ? (
        <Card withBorder padding="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              After photos
            </Title>
            <Text size="sm" c="dimmed">
              At least one photo of the finished vehicle; the customer sees them.
            </Text>
            <PhotoInput
              label="After photos"
              multiple
              onUploaded={(photos) => setAfter((list) => [...list, ...photos])}
            />
            <PhotoStrip
              photos={after.map((photo) => ({ ...photo, mediaId: photo.id, stage: "after", side: "front" }))}
              onRemove={(photo) => setAfter((list) => list.filter((item) => item.id !== photo.id))}
            />
            <Group>
              <Button
                onClick={() => done.mutate({ bookingId, afterMediaIds: after.map((photo) => photo.id) })}
                loading={done.isPending}
                disabled={after.length === 0}
              >
                Mark done
              </Button>
            </Group>
            {done.error ? (
              <Text c="red" role="alert">
                {messageOf(done.error)}
              </Text>
            ) : null}
          </Stack>
        </Card>
      ) : null}

      {card.state === "done" ? (
        <Card withBorder padding="md" radius="md">
          <Title order={3} size="h4" mb="xs">
            Hand the vehicle back
          </Title>
          {code("return")}
        </Card>
      ) : null}

      {card.state === "returned" ? (
        <Alert color="green">
          The customer took the vehicle back{card.returnedAt ? ` at ${formatIndiaTime(card.returnedAt)}` : ""}
          .
        </Alert>
      ) : null}

      {card.state !== "checking_in" ? (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Check-in record
            </Title>
            <PhotoStrip photos={card.photos.filter((photo) => photo.stage === "check_in")} />
            {Object.entries(card.condition).map(([side, entry]) => (
              <Text key={side} size="sm">
                <b>{SIDE_LABELS[side as VehicleSide]}:</b> {entry?.notes}
              </Text>
            ))}
            {card.belongings ? <Text size="sm">Belongings: {card.belongings}</Text> : null}
            {afterPhotos.length > 0 ? (
              <>
                <Text fw={600} size="sm">
                  After
                </Text>
                <PhotoStrip photos={afterPhotos} />
              </>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
