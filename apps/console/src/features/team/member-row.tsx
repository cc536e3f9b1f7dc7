import { type CentreRole, centreRoleMay, type TeamMember, teamMemberOutput } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import { Badge, Button, Card, Group, Select, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { staleRecord } from "../shared/stale-edit-alert";
import { formatPhone, ROLE_LABELS } from "./role-labels";

/** One member: who, how to reach them, their role (changeable by who may), and removal after a confirm. */
export function MemberRow({ member, myRole }: { member: TeamMember; myRole: CentreRole }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const onTeam = {
    onSuccess: (team: unknown) => queryClient.setQueryData(trpc.team.list.queryKey(), team as never),
  };
  const changeRole = useMutation(
    trpc.team.changeRole.mutationOptions({
      ...onTeam,
      // Changed since the list showed it: the list is read again, so the row shows the role as it is now.
      onError: (error) => {
        if (staleRecord(teamMemberOutput, error))
          void queryClient.invalidateQueries({ queryKey: trpc.team.list.queryKey() });
      },
    }),
  );
  const staleMember = staleRecord(teamMemberOutput, changeRole.error);
  const remove = useMutation(
    trpc.team.remove.mutationOptions({
      onSuccess: (team) => {
        onTeam.onSuccess(team);
        setConfirming(false);
      },
    }),
  );
  const mayManage = centreRoleMay(myRole, "team.manage");
  const mayOwners = centreRoleMay(myRole, "team.owners");
  // Owners are handled only by owners; the registered owner and the caller themselves by nobody here.
  const editable = mayManage && !member.legalOwner && !member.you && (member.role !== "owner" || mayOwners);
  const roles = (["owner", "manager", "staff"] as const).filter((role) => role !== "owner" || mayOwners);
  const reach = member.phone ? formatPhone(member.phone) : (member.email ?? "");
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: "1 1 200px" }}>
          <Group gap={6}>
            <Text fw={600} truncate="end">
              {member.name || "(no name yet)"}
            </Text>
            {member.you ? <Badge variant="light">You</Badge> : null}
            {member.legalOwner ? (
              <Badge variant="light" color="grape">
                Registered owner
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" truncate="end">
            {reach}
          </Text>
        </Stack>
        {editable ? (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={`Role of ${member.name}`}
              size="sm"
              w={130}
              allowDeselect={false}
              value={member.role}
              data={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              disabled={changeRole.isPending}
              onChange={(role) => {
                if (role && role !== member.role)
                  changeRole.mutate({
                    userId: member.userId,
                    role: role as CentreRole,
                    version: member.version,
                  });
              }}
            />
            <Button size="sm" variant="light" color="red" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          </Group>
        ) : (
          <Badge size="lg" variant="outline">
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
      </Group>
      {changeRole.isError ? (
        <Text size="sm" c="red" role="alert" mt="xs">
          {messageOf(changeRole.error)}
          {staleMember ? ` Their role now: ${ROLE_LABELS[staleMember.role]}.` : null}
        </Text>
      ) : null}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove ${member.name} from the team?`}
        confirmLabel="Remove"
        color="red"
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
        onConfirm={() => remove.mutate({ userId: member.userId })}
      >
        They are signed out on every device at once and can no longer open this centre. Bookings they were
        washing lose their washer.
      </ConfirmModal>
    </Card>
  );
}
