import { Table, Text } from "@mantine/core";

/** A subscriber's first cell in the plans' tables: who, and which car. */
export function CustomerCell({ name, vehicleNumber }: { name: string; vehicleNumber: string }) {
  return (
    <Table.Td>
      <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {vehicleNumber}
      </Text>
    </Table.Td>
  );
}
