import { SAVED_PROFILE_LIMITS, type SavedAddress } from "@chamak/contracts";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useFailureText } from "../../auth/phone/use-failure-text";
import { FormNotice } from "../../forms/form-notice";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { SavedAddressForm } from "./saved-address-form";
import { addressLine } from "./saved-labels";

type Editing = { address: SavedAddress | null } | null;

/** "My addresses": the saved addresses with the default marked; add, edit, make default, delete (asked first). */
export function SavedAddressesCard() {
  const t = useT("profile");
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const list = useQuery(trpc.accounts.saved.addresses.list.queryOptions());
  const listKey = trpc.accounts.saved.addresses.list.queryKey();
  const setDefault = useMutation(
    trpc.accounts.saved.addresses.setDefault.mutationOptions({
      onSuccess: (addresses) => queryClient.setQueryData(listKey, addresses),
    }),
  );
  const remove = useMutation(
    trpc.accounts.saved.addresses.remove.mutationOptions({
      onSuccess: (addresses) => queryClient.setQueryData(listKey, addresses),
    }),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const addresses = list.data ?? [];
  const full = addresses.length >= SAVED_PROFILE_LIMITS.addresses;

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
      aria-labelledby="my-addresses"
    >
      <Group justify="space-between" align="flex-start" mb="xs" gap="xs">
        <div>
          <Title order={2} size="h4" id="my-addresses">
            {t("addresses.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("addresses.intro")}
          </Text>
        </div>
        <Button
          size="sm"
          variant="light"
          disabled={full || list.isPending}
          onClick={() => setEditing({ address: null })}
        >
          {t("addresses.add")}
        </Button>
      </Group>
      {list.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t("saved.loadFailed")}
        </Text>
      ) : list.isPending ? null : addresses.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t("addresses.empty")}
        </Text>
      ) : (
        <Stack
          gap="xs"
          mt="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t("addresses.title")}
        >
          {addresses.map((address) => (
            <Paper
              key={address.id}
              component="li"
              withBorder
              radius="sm"
              p="sm"
              aria-label={t(`addresses.label_${address.label}`)}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} size="sm">
                      {t(`addresses.label_${address.label}`)}
                    </Text>
                    {address.isDefault ? (
                      <Badge size="sm" variant="light" color="teal">
                        {t("saved.default")}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm">{addressLine(address)}</Text>
                  <Text size="sm" c="dimmed">
                    {[address.landmark, address.state, address.zip].filter(Boolean).join(" · ")}
                  </Text>
                </div>
                <Group gap={4} wrap="wrap">
                  {address.isDefault ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      loading={setDefault.isPending && setDefault.variables?.id === address.id}
                      onClick={() =>
                        setDefault.mutate(
                          { id: address.id },
                          { onError: (e) => setNotice({ ok: false, text: failureText(e) }) },
                        )
                      }
                    >
                      {t("saved.setDefault")}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ address })}>
                    {t("saved.edit")}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(address)}>
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
          {t("addresses.limit", { max: SAVED_PROFILE_LIMITS.addresses })}
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
        title={editing?.address ? t("addresses.editTitle") : t("addresses.addTitle")}
        centered
      >
        {editing ? (
          <SavedAddressForm
            address={editing.address}
            onDone={(saved) => {
              setEditing(null);
              if (saved) setNotice({ ok: true, text: t("addresses.saved") });
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={t("addresses.deleteTitle", { label: deleting ? t(`addresses.label_${deleting.label}`) : "" })}
        body={t("addresses.deleteBody")}
        busy={remove.isPending}
        error={remove.error ? failureText(remove.error) : null}
        onClose={closeDelete}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                closeDelete();
                setNotice({ ok: true, text: t("addresses.deleted") });
              },
            },
          )
        }
      />
    </Paper>
  );
}
