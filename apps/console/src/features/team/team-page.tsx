import { centreRoleMay, formatIndiaDate } from "@chamak/contracts";
import { ErrorState, LoadingState } from "@chamak/ui";
import { messageOf } from "@chamak/web-client";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { PageHeader } from "../shared/page-header";
import { BranchesCard } from "./branches-card";
import { CrewCard } from "./crew-card";
import { InviteForm } from "./invite-form";
import { MemberRow } from "./member-row";
import { formatPhone, ROLE_LABELS } from "./role-labels";

/** The centre's team: members and roles, invitations, and (for owners) the branches. */
export function TeamPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useQuery(trpc.dashboard.me.queryOptions());
  const team = useQuery(trpc.team.list.queryOptions());
  const revoke = useMutation(
    trpc.team.revokeInvite.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(trpc.team.list.queryKey(), next),
    }),
  );
  const myRole = me.data?.centre.role;
  return (
    <Stack gap="md">
      <PageHeader title="Team" description="Who works at this centre, and what each of them may do." />
      {team.isPending || !myRole ? (
        <LoadingState label="Loading the team…" />
      ) : team.isError ? (
        <ErrorState title="The team could not load" onRetry={() => void team.refetch()} />
      ) : (
        <>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Members ({team.data.members.length})
            </Title>
            {team.data.members.map((member) => (
              <MemberRow key={member.userId} member={member} myRole={myRole} />
            ))}
          </Stack>
          <CrewCard members={team.data.members} myRole={myRole} />
          {centreRoleMay(myRole, "team.manage") ? <InviteForm myRole={myRole} /> : null}
          {team.data.invites.length > 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                Waiting invitations
              </Title>
              {team.data.invites.map((invite) => (
                <Card key={invite.id} withBorder padding="sm">
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} miw={0}>
                      <Text fw={600} truncate="end">
                        {invite.phone ? formatPhone(invite.phone) : invite.email} · {ROLE_LABELS[invite.role]}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Sent by {invite.invitedBy}, works until {formatIndiaDate(invite.expiresAt)}
                      </Text>
                    </Stack>
                    {centreRoleMay(myRole, "team.manage") &&
                    (invite.role !== "owner" || centreRoleMay(myRole, "team.owners")) ? (
                      <Button
                        size="sm"
                        variant="default"
                        loading={revoke.isPending && revoke.variables?.inviteId === invite.id}
                        onClick={() => revoke.mutate({ inviteId: invite.id })}
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </Group>
                </Card>
              ))}
              {revoke.isError ? (
                <Text size="sm" c="red" role="alert">
                  {messageOf(revoke.error)}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {centreRoleMay(myRole, "branches.manage") && me.data ? (
            <BranchesCard branches={me.data.branches} />
          ) : null}
        </>
      )}
    </Stack>
  );
}
