import type { WashPlanView } from "@chamak/contracts";
import { Badge, Button, Card, Grid, Group, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { countOf, formatRupees } from "../../lib/format";
import { capacityInWords, extraInWords, frequencyInWords, termsInWords, windowInWords } from "./plan-words";

/** What the member may do with a plan: absent for a role that may only look. */
export type PlanActions = {
  onEdit: () => void;
  onToggleSale: () => void;
  /** This plan's sale is being changed now. */
  toggling: boolean;
  /** Why changes are off now (a suspended centre); null when they are on. */
  why: string | null;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One plan as the centre defined it: when the cleaner comes, for how much, with what, on which terms. */
export function PlanCard({ plan, actions }: { plan: WashPlanView; actions?: PlanActions | undefined }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={plan.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" miw={0}>
            <Title order={3} size="h4">
              {plan.name}
            </Title>
            <Badge color={plan.active ? "teal" : "gray"} variant="light">
              {plan.active ? "On sale" : "Withdrawn"}
            </Badge>
          </Group>
          {actions ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={actions.onEdit}
                disabled={actions.why !== null}
                title={actions.why ?? undefined}
                aria-label={`Edit ${plan.name}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color={plan.active ? "red" : "teal"}
                onClick={actions.onToggleSale}
                loading={actions.toggling}
                disabled={actions.why !== null}
                title={actions.why ?? undefined}
                aria-label={`${plan.active ? "Withdraw from sale" : "Put back on sale"}: ${plan.name}`}
              >
                {plan.active ? "Withdraw from sale" : "Put back on sale"}
              </Button>
            </Group>
          ) : null}
        </Group>
        <Text size="sm">
          {frequencyInWords(plan)} · {windowInWords(plan)} · {countOf(plan.liveSubscribers, "subscriber")}
        </Text>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
            <Fact label="Monthly prices">
              <List size="sm" spacing={0} listStyleType="none">
                {plan.prices.map((price) => (
                  <List.Item key={price.vehicleTypeId}>
                    {price.vehicleType}: <strong>{formatRupees(price.monthlyPaise)}</strong>
                  </List.Item>
                ))}
              </List>
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Fact label="Included">
              <List size="sm" spacing={0} listStyleType="none">
                <List.Item>Exterior wipe on each visit</List.Item>
                {plan.extras.map((extra) => (
                  <List.Item key={extra.name}>{extraInWords(extra)}</List.Item>
                ))}
              </List>
              <Text size="sm" c="dimmed">
                {capacityInWords(plan.capacityPerWasher)}
              </Text>
            </Fact>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Fact label="Terms">
              <List size="sm" spacing={2}>
                {termsInWords(plan).map((term) => (
                  <List.Item key={term}>{term}</List.Item>
                ))}
              </List>
            </Fact>
          </Grid.Col>
        </Grid>
      </Stack>
    </Card>
  );
}
