import { Card, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useId } from "react";

type ChartCardProps = {
  title: string;
  description?: string;
  /** The chart's numbers as rows, read out instead of the picture by screen readers. */
  table: { columns: string[]; rows: (string | number)[][] };
  empty?: string | null;
  children: ReactNode;
};

/** A chart with a heading, and the same numbers as a table for assistive technology. */
export function ChartCard({ title, description, table, empty, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" component="figcaption" id={titleId}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        {empty ? (
          <Text c="dimmed" py="xl" ta="center">
            {empty}
          </Text>
        ) : (
          <>
            <div aria-hidden="true">{children}</div>
            <VisuallyHidden>
              <Table>
                <caption>{title}</caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={String(row[0])}>
                      {row.map((cell, i) => (
                        <Table.Td key={`${row[0]}-${table.columns[i]}`}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
