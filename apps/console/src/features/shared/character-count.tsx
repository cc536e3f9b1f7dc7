import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A long text field's description with how much of its limit is used ("120 / 1,000"), so text that reaches the
 * limit (the box then takes no more, and a paste is cut there) is never cut unseen. `hint` is the field's own
 * description, if any.
 */
export function withCharacterCount(value: string, max: number, hint?: ReactNode): ReactNode {
  const full = value.length >= max;
  return (
    <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
      <span>{hint}</span>
      <Text component="span" size="xs" c={full ? "red.7" : "dimmed"} style={{ whiteSpace: "nowrap" }}>
        {`${value.length.toLocaleString("en-IN")} / ${max.toLocaleString("en-IN")}`}
        {full ? " (limit reached)" : ""}
      </Text>
    </Group>
  );
}
