import {
  type CommissionRateInput,
  commissionRateInput,
  formatIndiaDateTime,
  indiaDate,
  MAX_COMMISSION_BP,
  type PayoutsOverviewRow,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDay } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { useConsoleForm } from "../shared/use-console-form";

const DEFAULT = "default";

type Values = { centre: string; percent: number | ""; effectiveFrom: string; note: string };
/** What the form asks to change, before the admin confirms the rate it replaces. */
type Proposed = Omit<CommissionRateInput, "replacesBasisPoints">;

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString("en-IN")}%`;

/**
 * A commission rate from a date on: the platform default, or one centre's own. Bookings already paid keep the
 * rate of their day, so the date is today or later. Nothing is saved until the admin confirms what the change
 * reaches (how many centres, from which day, the old and the new rate); the scope's history is listed below.
 */
export function CommissionForm({
  centres,
  onSaved,
}: {
  centres: readonly PayoutsOverviewRow[];
  onSaved: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [proposed, setProposed] = useState<Proposed | null>(null);
  const save = useMutation(
    trpc.payouts.admin.setCommission.mutationOptions({
      onSuccess: async (_ok, input) => {
        onSaved(`Commission of ${percent(input.basisPoints)} saved from ${formatDay(input.effectiveFrom)}.`);
        setProposed(null);
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.payouts.admin.pathKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm<Values, Proposed>({
    initialValues: { centre: DEFAULT, percent: "", effectiveFrom: indiaDate(), note: "" },
    schema: commissionRateInput.omit({ replacesBasisPoints: true }),
    toInput: (values) => ({
      centreId: values.centre === DEFAULT ? null : Number(values.centre),
      basisPoints: values.percent === "" ? undefined : Math.round(values.percent * 100),
      effectiveFrom: values.effectiveFrom,
      ...(values.note.trim() ? { note: values.note } : {}),
    }),
    fieldOf: { basisPoints: "percent", centreId: "centre" },
    serverErrors: fieldErrorsOf(save.error),
  });
  const centreId = form.values.centre === DEFAULT ? null : Number(form.values.centre);
  const scopeName =
    centreId === null
      ? "the platform default"
      : (centres.find((c) => c.centreId === centreId)?.centreName ?? "");
  const history = useQuery(
    trpc.payouts.admin.commissionScope.queryOptions({ centreId, effectiveFrom: indiaDate() }),
  );
  return (
    <Card withBorder padding="lg">
      <form
        ref={ref}
        onSubmit={onSubmit((input) => {
          save.reset();
          setProposed(input);
        })}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Commission rate
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            <Select
              label="For"
              data={[
                { value: DEFAULT, label: "Platform default" },
                ...centres.map((c) => ({ value: String(c.centreId), label: c.centreName })),
              ]}
              allowDeselect={false}
              searchable
              {...form.getInputProps("centre")}
            />
            <NumberInput
              label="Commission (%)"
              required
              min={0}
              max={MAX_COMMISSION_BP / 100}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps("percent")}
            />
            <TextInput
              label="From"
              type="date"
              required
              min={indiaDate()}
              {...form.getInputProps("effectiveFrom")}
            />
            <TextInput label="Note" maxLength={200} {...form.getInputProps("note")} />
          </SimpleGrid>
          <Group>
            <Button type="submit">Review change</Button>
          </Group>
        </Stack>
      </form>
      {proposed ? (
        <ConfirmCommission
          proposed={proposed}
          scopeName={scopeName}
          save={save}
          onClose={() => setProposed(null)}
        />
      ) : null}
      <Stack gap={4} mt="md">
        <Text fw={600} size="sm">
          History of {scopeName}
        </Text>
        {history.data && history.data.history.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>From</Table.Th>
                  <Table.Th ta="right">Rate</Table.Th>
                  <Table.Th>Set by</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.history.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDay(row.effectiveFrom)}</Table.Td>
                    <Table.Td ta="right">{percent(row.basisPoints)}</Table.Td>
                    <Table.Td>
                      {row.setBy ?? "Chamak"} · {formatIndiaDateTime(row.setAt)}
                    </Table.Td>
                    <Table.Td>{row.note ?? "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {history.isPending ? "Loading…" : "No rate of its own yet: it follows the platform default."}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The confirmation: what the change replaces and whom it reaches, read from the server before saving. */
function ConfirmCommission({
  proposed,
  scopeName,
  save,
  onClose,
}: {
  proposed: Proposed;
  scopeName: string;
  save: { mutate: (input: CommissionRateInput) => void; isPending: boolean; error: unknown };
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const scope = useQuery(
    trpc.payouts.admin.commissionScope.queryOptions({
      centreId: proposed.centreId,
      effectiveFrom: proposed.effectiveFrom,
    }),
  );
  const current = scope.data?.currentBasisPoints;
  const reach =
    proposed.centreId === null && scope.data
      ? `${scope.data.centresAffected} ${scope.data.centresAffected === 1 ? "centre" : "centres"} that follow the default${
          scope.data.centresWithOwnRate > 0
            ? ` (${scope.data.centresWithOwnRate} with a rate of their own keep it)`
            : ""
        }`
      : scopeName;
  const serverError = save.error ? messageOf(save.error) : scope.error ? messageOf(scope.error) : null;
  return (
    <ConfirmModal
      opened
      onClose={onClose}
      title={
        proposed.centreId === null ? "Change the platform commission?" : `Change ${scopeName}'s commission?`
      }
      confirmLabel={
        proposed.centreId === null && scope.data
          ? `Change for ${scope.data.centresAffected} ${scope.data.centresAffected === 1 ? "centre" : "centres"}`
          : "Change commission"
      }
      color="red"
      pending={save.isPending || scope.isPending}
      error={serverError}
      onConfirm={() => {
        if (current !== undefined) save.mutate({ ...proposed, replacesBasisPoints: current });
      }}
    >
      {scope.data && current !== undefined ? (
        <Stack gap="xs">
          <Text size="sm">
            From <b>{percent(current)}</b> to <b>{percent(proposed.basisPoints)}</b> of the service value, for{" "}
            {reach}, on bookings paid from {formatDay(proposed.effectiveFrom)}. Bookings paid before then keep
            their rate.
          </Text>
          {proposed.basisPoints === 0 ? (
            <Alert color="orange" variant="light">
              At 0% Chamak earns nothing on these bookings.
            </Alert>
          ) : null}
        </Stack>
      ) : (
        "Reading the rate in force…"
      )}
    </ConfirmModal>
  );
}
