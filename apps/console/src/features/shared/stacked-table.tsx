import { Table, type TableProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import "./stacked-table.css";

/** Narrower than this, a table's rows are stacked as cards (the console's phones: 360 to 390 px). */
export const PHONE_QUERY = "(max-width: 40em)";

type StackedTableProps = TableProps & {
  /** On wider screens, the width below which the table scrolls sideways instead of squeezing. */
  minWidth: number;
  /** On a phone, a row's cells side by side, wrapping, instead of one under the other. */
  flow?: boolean;
};

/**
 * A console table that fits a phone: each row becomes a card, its cells one under the other (a cell's
 * `data-label` names it) and its buttons within reach; on wider screens, an ordinary table.
 */
export function StackedTable({ minWidth, flow = false, className, children, ...props }: StackedTableProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const classes = [className, phone && "stacked-table", phone && flow && "stacked-table--flow"];
  const table = (
    <Table {...props} className={classes.filter(Boolean).join(" ") || undefined}>
      {children}
    </Table>
  );
  return phone ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
