import { type WashPlanInput, type WashPlanView, washPlanView } from "@chamak/contracts";
import { fieldErrorsOf, messageOf } from "@chamak/web-client";
import { Alert, Button, Divider, Group, Modal, Stack, TextInput, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { VehicleType } from "../../lib/api-types";
import { useTRPC } from "../../lib/trpc";
import { withCharacterCount } from "../shared/character-count";
import { PHONE_QUERY } from "../shared/stacked-table";
import { StaleEditAlert, staleRecord } from "../shared/stale-edit-alert";
import { useConsoleForm } from "../shared/use-console-form";
import { type PlanFormValues, planFormCheck, planFormValues } from "./plan-form-values";
import { PlanExtraFields, PlanPriceFields } from "./plan-price-fields";
import { PlanScheduleFields } from "./plan-schedule-fields";
import { planStaleLines } from "./plan-stale-lines";
import { PlanTermsFields } from "./plan-terms-fields";

type PlanFormProps = {
  /** The plan as the list showed it; absent to add one. */
  plan: WashPlanView | undefined;
  vehicleTypes: readonly VehicleType[];
  onClose: () => void;
  /** The centre's plans after the save, and the saved plan's name. */
  onSaved: (name: string) => void;
};

/**
 * Adding or changing a plan, checked with washPlanInput as the server checks it. A save of a plan someone changed
 * since it was opened is refused: the plan as it is now shows beside what was typed, to start again from.
 */
export function PlanForm({ plan, vehicleTypes, onClose, onSaved }: PlanFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // The plan as the form was opened (its version goes with the save), or as a refused save showed it.
  const [opened, setOpened] = useState(plan);
  const save = useMutation(
    trpc.washPlans.save.mutationOptions({
      onSuccess: (plans, input) => {
        queryClient.setQueryData(trpc.washPlans.list.queryKey(), plans);
        onSaved(input.name);
      },
      onError: (error) => {
        // Changed since the list showed it: the list is read again (the form keeps what was typed).
        if (staleRecord(washPlanView, error))
          void queryClient.invalidateQueries({ queryKey: trpc.washPlans.list.queryKey() });
      },
    }),
  );
  const { form, ref, onSubmit } = useConsoleForm<PlanFormValues, WashPlanInput>({
    initialValues: planFormValues(plan),
    ...planFormCheck(opened),
    serverErrors: fieldErrorsOf(save.error),
    onValuesChange: () => {
      if (save.error && !staleRecord(washPlanView, save.error)) save.reset();
    },
  });
  const stale = staleRecord(washPlanView, save.error);
  const fields = fieldErrorsOf(save.error);
  const problem = save.isError && !stale && Object.keys(fields).length === 0 ? messageOf(save.error) : null;
  const useCurrent = (current: WashPlanView) => {
    setOpened(current);
    form.setValues(planFormValues(current));
    form.clearErrors();
    save.reset();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : "Add a plan"}
      size="lg"
      fullScreen={phone}
      centered
    >
      <form
        ref={ref}
        noValidate
        aria-label={plan ? `Edit ${plan.name}` : "Add a plan"}
        onSubmit={onSubmit((input) =>
          save.mutate(
            opened ? { ...input, id: opened.id, version: opened.version, active: opened.active } : input,
          ),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Plan name"
            description={withCharacterCount(form.values.name, 60, "What customers see, e.g. Daily Shine")}
            maxLength={60}
            required
            {...form.getInputProps("name")}
          />
          <PlanScheduleFields form={form} />
          <Divider />
          <PlanPriceFields form={form} vehicleTypes={vehicleTypes} />
          <Divider />
          <PlanExtraFields form={form} />
          <Divider />
          <Title order={3} size="h5">
            Capacity and terms
          </Title>
          <PlanTermsFields form={form} />
          {plan ? (
            <Alert color="blue" variant="light" role="note">
              Changes apply to new subscribers. Customers on the plan keep the price they subscribed at; its
              days, window and terms apply to them from their next month.
            </Alert>
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          {stale && opened ? (
            <StaleEditAlert
              error={save.error}
              lines={planStaleLines(stale, opened)}
              onUseCurrent={() => useCurrent(stale)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {plan ? "Save changes" : "Add plan"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
