import { formatCalendarDate } from "@chamak/contracts";
import { Chip, Group, ScrollArea } from "@mantine/core";
import { useLang } from "../../lib/i18n";
import classes from "./date-chips.module.css";

/** A day chip's date: "Mon, 15 Jan". */
const DAY = { weekday: "short", day: "numeric", month: "short" } as const;

type DateChipsProps = {
  /** The days to offer (the booking window's, in India), in order. */
  dates: readonly string[];
  value: string;
  onChange(date: string): void;
  /** The id of the element that names the group ("Date"). */
  labelledBy: string;
  /** The radios' shared name: one group, one Tab stop, the arrow keys move between the days. */
  name: string;
};

/** The days a customer may choose, as one row of chips that scrolls sideways on a phone. */
export function DateChips({ dates, value, onChange, labelledBy, name }: DateChipsProps) {
  const { lang } = useLang();
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap={6} wrap="nowrap" role="radiogroup" aria-labelledby={labelledBy} pb={4}>
          {dates.map((date) => (
            <Chip key={date} value={date} name={name} size="sm" radius="md" className={classes.chip}>
              {formatCalendarDate(date, lang, DAY)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}
