import {
  type CentreRole,
  type CrewKind,
  type CrewMemberView,
  centreRoleMay,
  crewMemberInput,
  crewMemberOutput,
  type TeamMember,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Chip,
  Group,
  Input,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { staleRecord } from "../shared/stale-edit-alert";
import { useConsoleForm } from "../shared/use-console-form";

const KIND_LABELS: Record<CrewKind, string> = {
  washer: "Washes at the door",
  driver: "Drives for pick & drop",
};
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

type Values = { userId: string; kinds: CrewKind[]; shiftStart: string; shiftEnd: string; daysOff: string[] };

const valuesOf = (person: CrewMemberView | undefined, userId = ""): Values => ({
  userId: person ? String(person.userId) : userId,
  kinds: person?.kinds ?? ["washer"],
  shiftStart: person?.shiftStart ?? "08:00",
  shiftEnd: person?.shiftEnd ?? "18:00",
  daysOff: (person?.daysOff ?? []).map(String),
});

/**
 * Who goes out: the team members who wash at customers' doors or drive for pick & drop, each with a shift and
 * weekdays off. Doorstep and pick & drop bookings are offered only when one of them can be there.
 */
export function CrewCard({ members, myRole }: { members: readonly TeamMember[]; myRole: CentreRole }) {
  const trpc = useTRPC();
  const crew = useQuery(trpc.crew.list.queryOptions());
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const mayManage = centreRoleMay(myRole, "team.manage");
  if (crew.isPending) return null;
  if (crew.isError) {
    return (
      <Alert color="red" variant="light">
        The washers and drivers could not load: {messageOf(crew.error)}
      </Alert>
    );
  }
  const onRoad = new Set(crew.data.map((person) => person.userId));
  const others = members.filter((member) => !onRoad.has(member.userId));
  return (
    <Stack gap="xs" component="section" aria-label="On the road">
      <Title order={2} size="h4">
        On the road ({crew.data.length})
      </Title>
      <Text size="sm" c="dimmed">
        Doorstep washes and pick & drop are offered only at times one of these people can get there, travel
        included.
      </Text>
      {crew.data.map((person) =>
        editing === person.userId ? (
          <CrewForm key={person.userId} person={person} members={members} onDone={() => setEditing(null)} />
        ) : (
          <CrewRow
            key={person.userId}
            person={person}
            onEdit={mayManage ? () => setEditing(person.userId) : undefined}
          />
        ),
      )}
      {mayManage && editing === "new" ? (
        <CrewForm members={others} onDone={() => setEditing(null)} />
      ) : mayManage && others.length > 0 ? (
        <Group>
          <Button variant="light" onClick={() => setEditing("new")}>
            Put someone on the road
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function CrewRow({ person, onEdit }: { person: CrewMemberView; onEdit: (() => void) | undefined }) {
  const off = person.daysOff.map((day) => WEEKDAYS[day]).join(", ");
  return (
    <Card withBorder padding="sm" component="article" aria-label={person.name}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: "1 1 200px" }}>
          <Group gap={6}>
            <Text fw={600} truncate="end">
              {person.name}
            </Text>
            {person.kinds.map((kind) => (
              <Badge key={kind} variant="light" color={kind === "washer" ? "teal" : "indigo"}>
                {kind === "washer" ? "Washer" : "Driver"}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            {person.shiftStart}–{person.shiftEnd}
            {off ? ` · off ${off}` : " · every day"} · {person.jobsAhead}{" "}
            {person.jobsAhead === 1 ? "job" : "jobs"} ahead
          </Text>
          {person.jobsOutsideShift > 0 ? (
            <Text size="sm" c="orange.9" role="status">
              {person.jobsOutsideShift === 1
                ? "1 job ahead falls outside this shift or on a day off"
                : `${person.jobsOutsideShift} jobs ahead fall outside this shift or on a day off`}
              : give {person.jobsOutsideShift === 1 ? "it" : "them"} to someone else on the Today page.
            </Text>
          ) : null}
        </Stack>
        {onEdit ? (
          <Button size="sm" variant="default" onClick={onEdit}>
            Change
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

function CrewForm({
  person,
  members,
  onDone,
}: {
  person?: CrewMemberView;
  members: readonly TeamMember[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onCrew = (next: CrewMemberView[]) => {
    queryClient.setQueryData(trpc.crew.list.queryKey(), next);
    onDone();
  };
  const save = useMutation(
    trpc.crew.save.mutationOptions({
      onSuccess: onCrew,
      // Changed since the list showed it: the list is read again, and the form shows it as it is now.
      onError: (error) => {
        if (staleRecord(crewMemberOutput, error))
          void queryClient.invalidateQueries({ queryKey: trpc.crew.list.queryKey() });
      },
    }),
  );
  const remove = useMutation(trpc.crew.remove.mutationOptions({ onSuccess: onCrew }));
  const { form, ref, onSubmit } = useConsoleForm<Values, unknown>({
    initialValues: valuesOf(person, members.length === 1 ? String(members[0]?.userId) : ""),
    schema: crewMemberInput,
    toInput: (values) => ({
      userId: Number(values.userId),
      kinds: values.kinds,
      shiftStart: values.shiftStart,
      shiftEnd: values.shiftEnd,
      daysOff: values.daysOff.map(Number),
      ...(person ? { version: person.version } : {}),
    }),
    serverErrors: fieldErrorsOf(save.error ?? remove.error),
    onValuesChange: () => {
      if (save.error) save.reset();
      if (remove.error) remove.reset();
    },
  });
  const stale = staleRecord(crewMemberOutput, save.error);
  const problem = save.error ?? remove.error;
  return (
    <Card withBorder padding="md">
      <form
        ref={ref}
        noValidate
        onSubmit={onSubmit((input) => save.mutate(input as Parameters<typeof save.mutate>[0]))}
        aria-label={person ? `${person.name} on the road` : "Put someone on the road"}
      >
        <Stack gap="sm">
          {person ? (
            <Text fw={600}>{person.name}</Text>
          ) : (
            <Select
              label="Team member"
              placeholder="Choose a member"
              allowDeselect={false}
              data={members.map((member) => ({
                value: String(member.userId),
                label: member.name || "(no name yet)",
              }))}
              {...form.getInputProps("userId")}
            />
          )}
          <Checkbox.Group label="Goes out to" {...form.getInputProps("kinds")}>
            <Group gap="md" mt={4}>
              {(["washer", "driver"] as const).map((kind) => (
                <Checkbox key={kind} value={kind} label={KIND_LABELS[kind]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput type="time" label="Shift starts" miw={130} {...form.getInputProps("shiftStart")} />
            <TextInput type="time" label="Shift ends" miw={130} {...form.getInputProps("shiftEnd")} />
          </Group>
          <Input.Wrapper label="Days off">
            <Chip.Group multiple {...form.getInputProps("daysOff")}>
              <Group gap={6} mt={4}>
                {WEEKDAYS.map((day, index) => (
                  <Chip key={day} value={String(index)} size="sm">
                    {day}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
          {problem && !fieldErrorsOf(problem) ? (
            <Alert color="red" variant="light" role="alert">
              {stale
                ? "Someone changed this since you opened it: it shows as it is now."
                : messageOf(problem)}
            </Alert>
          ) : null}
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            {person ? (
              <Button
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate({ userId: person.userId })}
              >
                Take off the road
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
