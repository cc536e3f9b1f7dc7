import {
  type Branch,
  branchInput,
  GST_DECLARATION_TEXT,
  STATE_NAMES,
  TYPED_MOBILE_MAX_LENGTH,
} from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Button, Card, Checkbox, Group, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { FormModal } from "../shared/form-modal";
import { useConsoleForm } from "../shared/use-console-form";
import { ROLE_LABELS } from "./role-labels";

const EMPTY = {
  centreName: "",
  mobile: "",
  email: "",
  gstin: "",
  gstDeclaration: false,
  locality: "",
  city: "",
  state: "",
  zip: "",
};

/** The owner's centres, and adding one (a branch, reviewed by Chamak like a new centre). */
export function BranchesCard({ branches }: { branches: readonly Branch[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const add = useMutation(
    trpc.team.branches.add.mutationOptions({
      onSuccess: () => {
        setOpened(false);
        void queryClient.invalidateQueries({ queryKey: trpc.dashboard.me.queryKey() });
      },
    }),
  );
  const fields = fieldErrorsOf(add.error);
  const { form, ref, onSubmit } = useConsoleForm({
    initialValues: EMPTY,
    schema: branchInput,
    serverErrors: fields,
    resetWhen: opened,
    onValuesChange: () => {
      if (add.error) add.reset();
    },
  });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Branches
          </Title>
          <Button variant="light" onClick={() => setOpened(true)}>
            Add a branch
          </Button>
        </Group>
        {branches.map((branch) => (
          <Text key={branch.id} size="sm">
            {branch.name}, {branch.city} · {ROLE_LABELS[branch.role]} · {branch.status}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          Switch between branches with the selector at the top. A new branch is reviewed by Chamak before
          customers can book it.
        </Text>
      </Stack>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Add a branch"
        intro="Another centre of yours, with its own services, calendar, team and payouts."
        error={add.isError && Object.keys(fields).length === 0 ? messageOf(add.error) : null}
        formRef={ref}
        onSubmit={onSubmit((input) => add.mutate(input))}
        confirmLabel="Add branch"
        pending={add.isPending}
      >
        <TextInput label="Centre name" {...form.getInputProps("centreName")} />
        <TextInput
          label="Mobile number"
          inputMode="tel"
          maxLength={TYPED_MOBILE_MAX_LENGTH}
          {...form.getInputProps("mobile")}
        />
        <TextInput label="Email" type="email" {...form.getInputProps("email")} />
        <TextInput label="Locality" {...form.getInputProps("locality")} />
        <TextInput label="City" {...form.getInputProps("city")} />
        <Select label="State" searchable data={[...STATE_NAMES]} {...form.getInputProps("state")} />
        <TextInput label="PIN code" inputMode="numeric" maxLength={6} {...form.getInputProps("zip")} />
        <TextInput label="GSTIN (if registered)" {...form.getInputProps("gstin")} />
        <Checkbox
          label={GST_DECLARATION_TEXT}
          {...form.getInputProps("gstDeclaration", { type: "checkbox" })}
        />
      </FormModal>
    </Card>
  );
}
