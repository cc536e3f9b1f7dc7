import { Center, Loader, Stack, Text } from "@mantine/core";

type LoadingStateProps = { label?: string };

/** A centred spinner with a label, announced politely to screen readers. */
export function LoadingState({ label = "Loading…" }: LoadingStateProps) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
