import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** What the user can do next, e.g. a link button. */
  action?: ReactNode;
  /** Heading level of the title; defaults to 2. */
  order?: 1 | 2 | 3;
};

/** Nothing to show yet: says so plainly and offers a next step. */
export function EmptyState({ title, description, action, order = 2 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={order} size="h3">
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
