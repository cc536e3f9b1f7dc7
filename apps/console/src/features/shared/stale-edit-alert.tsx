import { messageOf, staleCurrentOf } from "@chamak/web-client";
import { Alert, Button, Stack, Table, Text } from "@mantine/core";

/** One value of the record as it is now; `was` when it differs from what the screen was opened with. */
export type StaleLine = { label: string; now: string; was?: string | undefined };

/** A line per value, with `was` set where the opened value differs. */
export function staleLines(
  pairs: readonly (readonly [label: string, now: string, opened: string | undefined])[],
): StaleLine[] {
  return pairs.map(([label, now, opened]) => ({
    label,
    now,
    was: opened !== undefined && opened !== now ? opened : undefined,
  }));
}

/** The record as it is now, when `error` refused a stale save of it; null for any other error. */
export function staleRecord<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  error: unknown,
): T | null {
  const current = staleCurrentOf(error);
  if (current === undefined) return null;
  const parsed = schema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/**
 * A save refused because the record changed since the screen was opened (in another tab, or by someone else):
 * the server's message, the record's values now (marking those that differ from what was opened), and a way to
 * start again from them. What was typed stays in the form until then.
 */
export function StaleEditAlert({
  error,
  lines,
  onUseCurrent,
  useLabel = "Start again from these values",
}: {
  error: unknown;
  lines: readonly StaleLine[];
  onUseCurrent: () => void;
  useLabel?: string;
}) {
  return (
    <Alert color="orange" variant="light" role="alert" title="Not saved: changed since you opened it">
      <Stack gap="xs">
        <Text size="sm">{messageOf(error)}</Text>
        <Table fz="sm" verticalSpacing={2} withRowBorders={false} aria-label="Saved now">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Saved now</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td fw={line.was === undefined ? undefined : 700}>
                  {line.now}
                  {line.was === undefined ? null : (
                    <Text span size="xs" c="dimmed" fw={400}>
                      {" "}
                      (was {line.was} when you opened it)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <div>
          <Button size="xs" variant="light" color="orange" onClick={onUseCurrent}>
            {useLabel}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
