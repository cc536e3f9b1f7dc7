import { saveBlob } from "@chamak/web-client";
import { Button, Group, Select, Title } from "@mantine/core";
import { monthLabel } from "./months";

type MonthCsvHeadingProps = {
  title: string;
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  /** The month's report as CSV, or null while there is nothing to download. */
  csv: string | null;
  fileName: string;
};

/** A monthly report's heading: its title, the month shown, and the month as a CSV download. */
export function MonthCsvHeading({ title, months, month, onMonth, csv, fileName }: MonthCsvHeadingProps) {
  return (
    <Group justify="space-between" align="end">
      <Title order={2} size="h4">
        {title}
      </Title>
      <Group gap="sm" align="end">
        <Select
          label="Month"
          data={months.map((value) => ({ value, label: monthLabel(value) }))}
          value={month}
          onChange={(value) => value && onMonth(value)}
          allowDeselect={false}
          w={180}
        />
        <Button
          variant="light"
          disabled={csv === null}
          onClick={() =>
            csv !== null && saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), fileName)
          }
        >
          Download CSV
        </Button>
      </Group>
    </Group>
  );
}
