import {
  formatIndiaTime,
  JOB_CARD_REQUIRED_SIDES,
  type JobCardState,
  type VehicleSide,
} from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Alert, Badge, Button, Card, Group, Stack, Stepper, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { CheckInRecord } from "./check-in-record";
import { CheckInStep, type ConditionDraft } from "./check-in-step";
import { CodeEntry } from "./code-entry";
import { PhotoInput } from "./photo-input";
import { PhotoStrip } from "./photo-strip";
import { SIDE_LABELS } from "./side-labels";

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
  const sendCode = useMutation(trpc.jobCard.sendCode.mutationOptions(onCard));
  // What the customer would confirm changed: a refusal to send the code for the old record no longer holds.
  const onPhotos = {
    onSuccess: (next: unknown) => {
      onCard.onSuccess(next);
      sendCode.reset();
    },
  };
  const addPhoto = useMutation(trpc.jobCard.addPhoto.mutationOptions(onPhotos));
  const removePhoto = useMutation(trpc.jobCard.removePhoto.mutationOptions(onPhotos));
  const save = useMutation(trpc.jobCard.recordCondition.mutationOptions(onCard));
  const confirmCode = useMutation(trpc.jobCard.confirmCode.mutationOptions(onCard));
  const start = useMutation(trpc.jobCard.start.mutationOptions(onCard));
  const addAfterPhoto = useMutation(trpc.jobCard.addAfterPhoto.mutationOptions(onCard));
  const removeAfterPhoto = useMutation(trpc.jobCard.removeAfterPhoto.mutationOptions(onCard));
  const done = useMutation(trpc.jobCard.done.mutationOptions(onCard));

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

  const missingSides =
    card.state === "checking_in"
      ? JOB_CARD_REQUIRED_SIDES.filter(
          (side) => !card.photos.some((photo) => photo.stage === "check_in" && photo.side === side),
        ).map((side) => SIDE_LABELS[side])
      : [];
  const code = (what: string) => (
    <CodeEntry
      missing={missingSides}
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
        <Card withBorder padding="md" radius="md" component="section" aria-label="After the job">
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
              onUploaded={(photo) => addAfterPhoto.mutateAsync({ bookingId, mediaId: photo.id })}
            />
            <PhotoStrip
              photos={afterPhotos}
              onRemove={(photo) => removeAfterPhoto.mutate({ bookingId, photoId: photo.id })}
            />
            {removeAfterPhoto.error ? (
              <Text c="red" role="alert" size="sm">
                {messageOf(removeAfterPhoto.error)}
              </Text>
            ) : null}
            <Group>
              <Button
                onClick={() => done.mutate({ bookingId })}
                loading={done.isPending}
                disabled={afterPhotos.length === 0}
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
            <CheckInRecord record={card} />
            {/* While started they are in the After photos card above, still removable. */}
            {afterPhotos.length > 0 && card.state !== "started" ? (
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
