import { Button, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";

type SavedPickerProps<T extends { id: number }> = {
  name: string;
  label: string;
  items: readonly T[] | undefined;
  chosenId: number | null;
  onChoose(id: number): void;
  /** The item's lines: its title and a description under it. */
  titleOf(item: T): string;
  descriptionOf(item: T): string;
  emptyText: string;
  addLabel: string;
  /** The profile's form for a new item; `done(saved)` closes it. */
  addForm(done: (saved: boolean) => void): ReactNode;
  error?: string | undefined;
  /** Below the choices (a warning about the chosen one). */
  children?: ReactNode;
};

/**
 * One of the customer's saved vehicles or addresses, as radio buttons, with "Add" opening the profile's own form
 * in place; the item just added becomes the choice.
 */
export function SavedPicker<T extends { id: number }>(props: SavedPickerProps<T>) {
  const { items, onChoose } = props;
  const [adding, setAdding] = useState(false);
  // The ids as the form opened, so the one the list gains (the form refetches it) is chosen.
  const before = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!items || !before.current) return;
    const added = items.find((item) => !before.current?.has(item.id));
    if (added) {
      before.current = null;
      onChoose(added.id);
    }
  }, [items, onChoose]);

  return (
    <Stack gap="xs">
      <Radio.Group
        name={props.name}
        label={
          <Title order={2} size="h5">
            {props.label}
          </Title>
        }
        value={props.chosenId === null ? null : String(props.chosenId)}
        onChange={(value) => onChoose(Number(value))}
        error={props.error}
      >
        <Stack gap="xs" mt={6}>
          {items?.length === 0 ? (
            <Text size="sm" c="gray.7">
              {props.emptyText}
            </Text>
          ) : null}
          {items?.map((item) => (
            <Radio
              key={item.id}
              value={String(item.id)}
              label={props.titleOf(item)}
              description={props.descriptionOf(item)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {props.children}
      {adding ? (
        <Paper withBorder radius="md" p="md">
          {props.addForm((saved) => {
            if (!saved) before.current = null;
            setAdding(false);
          })}
        </Paper>
      ) : (
        <div>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => {
              before.current = new Set(items?.map((item) => item.id));
              setAdding(true);
            }}
          >
            {props.addLabel}
          </Button>
        </div>
      )}
    </Stack>
  );
}
