import { type CrewJob, type CrewLane, formatIndiaTime, type Timeline } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { CrewRouteButton } from "../route-map/crew-route-button";
import { Notice } from "../shared/notice";

const LEG_LABELS: Record<CrewJob["leg"], string> = {
  doorstep: "Doorstep wash",
  pickup: "Fetches the car",
  return: "Brings it back",
};

/**
 * The day's washers and drivers, a lane each, beside the bays: every job they hold in time order (when they
 * leave, when the work runs, where), a job handed to someone else, and a whole day handed out when someone is off
 * sick. Each hand-over is planned as booking plans it, so nobody is given a job they cannot reach in time.
 */
export function CrewLanes({ day }: { day: Timeline }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  // A dispatch change moves jobs between people: the timeline and every route shown or cached are read again.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.centreBookings.timeline.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.crew.route.pathKey() });
  };
  const reassignDay = useMutation(
    trpc.centreBookings.reassignDay.mutationOptions({
      onSuccess: (outcome, input) => {
        refresh();
        const name = day.crew.find((lane) => lane.userId === input.userId)?.name ?? "";
        const moved = outcome.moved.map((job) => `${job.code} to ${job.to}`).join(", ");
        const kept = outcome.kept.map((job) => job.code).join(", ");
        setDone(
          [
            outcome.moved.length > 0
              ? `${name}'s jobs went to others (${moved}); the customers are being told who comes.`
              : "",
            kept ? `Nobody else can be there for ${kept}: move those bookings or call the customers.` : "",
            outcome.moved.length === 0 && !kept ? `${name} had no jobs still ahead to hand out.` : "",
          ]
            .filter(Boolean)
            .join(" "),
        );
      },
    }),
  );
  if (day.crew.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="On the road">
      <Title order={2} size="h4">
        On the road
      </Title>
      <Notice text={done} onClose={() => setDone(null)} />
      {reassignDay.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {messageOf(reassignDay.error)}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {day.crew.map((lane) => (
          <LaneCard
            key={lane.userId}
            lane={lane}
            date={day.date}
            others={day.crew.filter((other) => other.userId !== lane.userId)}
            onChanged={(text) => {
              refresh();
              setDone(text);
            }}
            handingOut={reassignDay.isPending && reassignDay.variables?.userId === lane.userId}
            onHandOut={() => reassignDay.mutate({ userId: lane.userId, date: day.date })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type LaneCardProps = {
  lane: CrewLane;
  /** The day shown (India date), whose route "Route" opens. */
  date: string;
  others: CrewLane[];
  onChanged: (text: string) => void;
  handingOut: boolean;
  onHandOut: () => void;
};

function LaneCard({ lane, date, others, onChanged, handingOut, onHandOut }: LaneCardProps) {
  const trpc = useTRPC();
  const reassign = useMutation(trpc.centreBookings.reassignCrew.mutationOptions());
  const live = lane.jobs.filter((job) => job.workEnd.getTime() > Date.now());
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${lane.name}'s day`}>
      <Group justify="space-between" gap="xs" wrap="wrap" mb={6}>
        <Stack gap={0} miw={0}>
          <Group gap={6}>
            <Text fw={700} truncate="end">
              {lane.name}
            </Text>
            {lane.kinds.map((kind) => (
              <Badge key={kind} size="sm" variant="light" color={kind === "washer" ? "teal" : "indigo"}>
                {kind === "washer" ? "Washer" : "Driver"}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {lane.shiftStart ? `On ${lane.shiftStart}–${lane.shiftEnd}` : "Day off"} · {lane.jobs.length}{" "}
            {lane.jobs.length === 1 ? "job" : "jobs"}
          </Text>
        </Stack>
        <Group gap={6}>
          <CrewRouteButton userId={lane.userId} name={lane.name} date={date} />
          {live.length > 0 && others.length > 0 ? (
            <Button size="xs" variant="light" color="orange" loading={handingOut} onClick={onHandOut}>
              Off sick: hand out the day
            </Button>
          ) : null}
        </Group>
      </Group>
      {lane.jobs.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing held this day.
        </Text>
      ) : (
        <Stack gap={6}>
          {lane.jobs.map((job) => (
            <Card key={`${job.bookingId}-${job.leg}`} withBorder padding={6} bg="gray.0">
              <Text size="sm" fw={600}>
                {formatIndiaTime(job.workStart)}–{formatIndiaTime(job.workEnd)} · {LEG_LABELS[job.leg]} ·{" "}
                {job.code}
              </Text>
              <Text size="xs" c="dimmed">
                {job.customerFirstName}, {job.place}
                {job.travelStart < job.workStart ? ` · leaves ${formatIndiaTime(job.travelStart)}` : ""}
              </Text>
              {others.length > 0 && job.workEnd.getTime() > Date.now() ? (
                <Select
                  mt={4}
                  size="xs"
                  aria-label={`Give ${job.code} to`}
                  placeholder="Give to…"
                  data={others.map((other) => ({ value: String(other.userId), label: other.name }))}
                  value={null}
                  disabled={reassign.isPending}
                  onChange={(value) => {
                    if (!value) return;
                    const to = others.find((other) => String(other.userId) === value);
                    reassign.mutate(
                      { bookingId: job.bookingId, userId: Number(value), seenUpdatedAt: job.updatedAt },
                      {
                        onSuccess: () =>
                          onChanged(`${job.code} goes to ${to?.name}; the customer is being told.`),
                      },
                    );
                  }}
                />
              ) : null}
              {reassign.isError && reassign.variables?.bookingId === job.bookingId ? (
                <Text size="xs" c="red.8" role="alert" mt={4}>
                  {messageOf(reassign.error)}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
