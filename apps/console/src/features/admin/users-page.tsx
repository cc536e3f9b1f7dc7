import { type AdminUser, formatIndiaWeekdayDate, ROLES } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Badge, Button, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { countOf } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { Notice } from "../shared/notice";
import { PageHeader } from "../shared/page-header";
import { QueryTable } from "../shared/query-table";
import { SuspendUserModal } from "./suspend-user-modal";
import { useSearchText } from "./use-search-text";

export type UsersSearch = {
  q?: string | undefined;
  role?: AdminUser["role"] | undefined;
  status?: AdminUser["status"] | undefined;
  page?: number | undefined;
};

export const usersQueryInput = (search: UsersSearch) => ({
  ...(search.q ? { q: search.q } : {}),
  ...(search.role ? { role: search.role } : {}),
  ...(search.status ? { status: search.status } : {}),
  page: search.page ?? 1,
  pageSize: 20,
});

const ROLE_LABELS: Record<AdminUser["role"], string> = { user: "Customer", vendor: "Centre", admin: "Admin" };

export function UsersPage({
  search,
  onSearch,
  myId,
}: {
  search: UsersSearch;
  onSearch: (s: UsersSearch) => void;
  myId: number;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const users = useQuery({
    ...trpc.admin.users.list.queryOptions(usersQueryInput(search)),
    placeholderData: keepPreviousData,
  });
  const [target, setTarget] = useState<{ user: AdminUser; kind: "suspend" | "restore" } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSettled = useCallback(
    (q: string | undefined) => onSearch({ ...search, q, page: 1 }),
    [onSearch, search],
  );
  const [text, setText] = useSearchText(search.q, onSettled);
  const options = {
    onSuccess: async (user: AdminUser) => {
      setNotice(
        user.status === "suspended"
          ? `${user.name} is suspended and signed out everywhere.`
          : `${user.name} can sign in again.`,
      );
      setTarget(null);
      await queryClient.invalidateQueries({ queryKey: trpc.admin.users.pathKey() });
    },
  };
  const suspend = useMutation(trpc.admin.users.suspend.mutationOptions(options));
  const restore = useMutation(trpc.admin.users.restore.mutationOptions(options));
  const _data = users.data;

  return (
    <Stack gap="md">
      <PageHeader
        title="Users"
        description="Find any account; suspend misuse (signing it out everywhere) or restore it."
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name, email or mobile"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={260}
        />
        <Select
          label="Role"
          placeholder="All roles"
          clearable
          data={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={search.role ?? null}
          onChange={(value) =>
            onSearch({ ...search, role: (value as AdminUser["role"] | null) ?? undefined, page: 1 })
          }
          w={160}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={[
            { value: "active", label: "Active" },
            { value: "suspended", label: "Suspended" },
          ]}
          value={search.status ?? null}
          onChange={(value) =>
            onSearch({ ...search, status: (value as AdminUser["status"] | null) ?? undefined, page: 1 })
          }
          w={160}
        />
      </Group>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <QueryTable
        query={users}
        loadingLabel="Loading users…"
        errorTitle="Users could not load"
        empty={{ title: "No accounts found", description: "Try a different name, email or mobile number." }}
        minWidth={680}
        columns={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </>
        }
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Text fw={600}>
                {user.name}
                {user.id === myId ? " (you)" : ""}
              </Text>
              <Text size="xs" c="dimmed">
                Joined {formatIndiaWeekdayDate(user.createdAt)} · {countOf(user.bookingCount, "booking")}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{user.email ?? "No email (signed up by phone)"}</Text>
              <Text size="xs" c="dimmed">
                {user.mobile ?? "No mobile"}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge
                variant="light"
                color={user.role === "admin" ? "grape" : user.role === "vendor" ? "blue" : "gray"}
              >
                {ROLE_LABELS[user.role]}
              </Badge>
              {user.centre ? (
                <Text size="xs" c="dimmed">
                  {user.centre.name}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={user.status === "active" ? "teal" : "red"}>
                {user.status === "active" ? "Active" : "Suspended"}
              </Badge>
              {user.suspendedReason ? (
                <Text size="xs" c="dimmed" maw={220}>
                  Note: {user.suspendedReason}
                </Text>
              ) : null}
              {user.suspendedMessage ? (
                <Text size="xs" c="dimmed" maw={220}>
                  Told: “{user.suspendedMessage}”
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end">
                {user.status === "active" ? (
                  user.id === myId ? (
                    <Text size="xs" c="dimmed">
                      You cannot suspend yourself
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => {
                        suspend.reset();
                        setTarget({ user, kind: "suspend" });
                      }}
                      aria-label={`Suspend ${user.name}`}
                    >
                      Suspend
                    </Button>
                  )
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      restore.reset();
                      setTarget({ user, kind: "restore" });
                    }}
                    aria-label={`Restore ${user.name}`}
                  >
                    Restore
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPage={(page) => onSearch({ ...search, page })}
      />
      <SuspendUserModal
        user={target?.kind === "suspend" ? target.user : null}
        onClose={() => setTarget(null)}
        pending={suspend.isPending}
        error={
          suspend.isError && Object.keys(fieldErrorsOf(suspend.error)).length === 0
            ? messageOf(suspend.error)
            : null
        }
        fieldErrors={fieldErrorsOf(suspend.error)}
        onConfirm={(input) => target && suspend.mutate({ userId: target.user.id, ...input })}
      />
      <ConfirmModal
        opened={target?.kind === "restore"}
        onClose={() => setTarget(null)}
        title={`Restore ${target?.user.name ?? ""}?`}
        confirmLabel="Restore account"
        color="teal"
        pending={restore.isPending}
        error={restore.isError ? messageOf(restore.error) : null}
        onConfirm={() => target && restore.mutate({ userId: target.user.id })}
      >
        The account can sign in again straight away.
      </ConfirmModal>
    </Stack>
  );
}
