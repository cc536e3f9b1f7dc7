import { Button, Group, Text } from "@mantine/core";

/**
 * Saved vehicles or addresses as a row of toggle buttons ("Use saved: Home"): pressing one fills the fields; the
 * one the fields hold is shown pressed. Buttons, not Mantine Chips: the slot picker's times are chips.
 */
export function SavedChoice<T extends { id: number }>({
  id,
  title,
  items,
  chosenId,
  textOf,
  onChoose,
}: {
  id: string;
  title: string;
  items: readonly T[];
  chosenId: number | null;
  textOf(item: T): string;
  onChoose(item: T): void;
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>
        {title}
      </Text>
      <Group gap="xs" role="group" aria-labelledby={id}>
        {items.map((item) => {
          const pressed = item.id === chosenId;
          return (
            <Button
              key={item.id}
              size="compact-sm"
              radius="xl"
              variant={pressed ? "filled" : "outline"}
              aria-pressed={pressed}
              onClick={() => onChoose(item)}
              styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
              h="auto"
              py={4}
            >
              {textOf(item)}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
