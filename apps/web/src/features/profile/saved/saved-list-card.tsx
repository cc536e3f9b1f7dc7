import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useT } from "../../../lib/i18n";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { FormNotice } from "../../forms/form-notice";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

/**
 * A saved list's mutation of one item (set default, delete), as TanStack Query's useMutation returns it: the item
 * at the version the list showed, so one changed elsewhere since is refused, not acted on.
 */
interface ByIdMutation {
  mutate(
    input: { id: number; version: number },
    options?: { onSuccess?: () => void; onError?: (error: unknown) => void },
  ): void;
  isPending: boolean;
  variables?: { id?: unknown } | undefined;
  error: unknown;
  reset(): void;
}

/** The texts of one list, under `profile.<group>.*`: garage (vehicles) or addresses. */
type TextGroup = "garage" | "addresses";

/**
 * A profile card of saved things (vehicles, addresses): the list with the default marked, add, edit, make
 * default and delete (asked first), the limit, and what happened said beside the list. Each card gives its own
 * query, mutations, labels and form.
 */
export function SavedListCard<Item extends { id: number; version: number; isDefault: boolean }>({
  group,
  limit,
  list,
  setDefault,
  remove,
  titleOf,
  details,
  deleteTitle,
  form,
}: {
  group: TextGroup;
  limit: number;
  list: {
    data?: readonly Item[] | undefined;
    isPending: boolean;
    isError: boolean;
    /** After a refused action: the list as it is now (an item may have changed, or gone). */
    refetch(): unknown;
  };
  setDefault: ByIdMutation;
  remove: ByIdMutation;
  /** The item's name: its heading and its list entry's label. */
  titleOf: (item: Item) => string;
  details: (item: Item) => ReactNode;
  deleteTitle: (item: Item) => string;
  /** The add (item null) or edit form; `onDone(true)` once saved. */
  form: (item: Item | null, onDone: (saved: boolean) => void) => ReactNode;
}) {
  const t = useT("profile");
  const failureText = useFailureText();
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const items = list.data ?? [];
  const full = items.length >= limit;
  const headingId = `my-${group}`;

  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t(`${group}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${group}.intro`)}
          </Text>
        </div>
        <Button
          size="sm"
          variant="light"
          disabled={full || list.isPending}
          onClick={() => setEditing({ item: null })}
        >
          {t(`${group}.add`)}
        </Button>
      </Group>
      {list.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t("saved.loadFailed")}
        </Text>
      ) : list.isPending ? null : items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t(`${group}.empty`)}
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t(`${group}.title`)}
        >
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder radius="sm" p="sm" aria-label={titleOf(item)}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} size="sm">
                      {titleOf(item)}
                    </Text>
                    {item.isDefault ? (
                      <Badge size="sm" variant="light" color="teal">
                        {t("saved.default")}
                      </Badge>
                    ) : null}
                  </Group>
                  {details(item)}
                </div>
                <Group gap={4} wrap="wrap">
                  {item.isDefault ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={setDefault.isPending && Number(setDefault.variables?.id) === item.id}
                      onClick={() =>
                        setDefault.mutate(
                          { id: item.id, version: item.version },
                          {
                            onError: (e) => {
                              setNotice({ ok: false, text: failureText(e) });
                              void list.refetch();
                            },
                          },
                        )
                      }
                    >
                      {t("saved.setDefault")}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ item })}>
                    {t("saved.edit")}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(item)}>
                    {t("saved.delete")}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {full ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t(`${group}.limit`, { max: limit })}
        </Text>
      ) : null}
      {notice ? (
        <div style={{ marginTop: 8 }}>
          <FormNotice tone={notice.ok ? "success" : "error"} message={notice.text} />
        </div>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? t(`${group}.editTitle`) : t(`${group}.addTitle`)}
        centered
      >
        {editing
          ? form(editing.item, (saved) => {
              setEditing(null);
              if (saved) setNotice({ ok: true, text: t(`${group}.saved`) });
            })
          : null}
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={deleting ? deleteTitle(deleting) : ""}
        body={t(`${group}.deleteBody`)}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error) : null}
        onClose={closeDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, version: deleting.version },
            {
              onSuccess: () => {
                closeDelete();
                setNotice({ ok: true, text: t(`${group}.deleted`) });
              },
              onError: () => void list.refetch(),
            },
          )
        }
      />
    </Paper>
  );
}
