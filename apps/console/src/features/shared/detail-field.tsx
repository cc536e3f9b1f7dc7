import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled line of a detail view: the label in a fixed column, the value wrapping beside it. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}
