import { Button, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type ErrorStateProps = {
  title?: string;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the button and shows a spinner while a retry is running. */
  retrying?: boolean;
};

/** Something failed: explains it and, when possible, offers to try again. */
export function ErrorState({
  title = "Something went wrong",
  message = "Please check your connection and try again.",
  onRetry,
  retryLabel = "Try again",
  retrying = false,
}: ErrorStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {message}
      </Text>
      {onRetry ? (
        <Button variant="light" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
