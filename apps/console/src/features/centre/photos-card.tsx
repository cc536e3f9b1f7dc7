import { MEDIA_POLICY, type VendorCentrePhoto, type VendorCentrePhotos } from "@chamak/contracts";
import { messageOf } from "@chamak/web-client";
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../lib/trpc";
import { ConfirmModal } from "../shared/confirm-modal";
import { usePhotoUploads } from "./photo-uploads";

/**
 * The centre's photos: upload (with a preview and progress), order with the arrows, choose the cover (listing
 * cards show it, and the centre page puts it first), delete after a confirmation. At most MEDIA_POLICY's limit.
 */
export function PhotosCard({ disabled }: { disabled: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const photos = useQuery(trpc.vendor.photos.list.queryOptions());
  const listKey = trpc.vendor.photos.list.queryKey();
  const onSuccess = (next: VendorCentrePhotos) => {
    queryClient.setQueryData(listKey, next);
    void queryClient.invalidateQueries({ queryKey: trpc.vendor.centre.get.queryKey() });
  };
  const add = useMutation(trpc.vendor.photos.add.mutationOptions({ onSuccess }));
  const reorder = useMutation(trpc.vendor.photos.reorder.mutationOptions({ onSuccess }));
  const setCover = useMutation(trpc.vendor.photos.setCover.mutationOptions({ onSuccess }));
  const remove = useMutation(trpc.vendor.photos.remove.mutationOptions({ onSuccess }));
  const { uploads, busy, start, dismiss } = usePhotoUploads((mediaIds) => add.mutateAsync({ mediaIds }));
  const [deleting, setDeleting] = useState<VendorCentrePhoto | null>(null);

  const items = photos.data?.items ?? [];
  const room = MEDIA_POLICY.maxCentrePhotos - items.length;
  const changeError = [reorder, setCover, add].find((m) => m.isError)?.error;

  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((photo) => photo.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate({ photoIds: ids });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Photos
          </Title>
          <Text size="sm" c="dimmed">
            {items.length} of {MEDIA_POLICY.maxCentrePhotos}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          JPEG, PNG or WebP up to {MEDIA_POLICY.maxUploadBytes / (1024 * 1024)} MB. The cover is shown on
          listing cards and first on your page. Location data in photos is removed.
        </Text>
        {photos.isError ? (
          <Alert color="red" variant="light" role="alert">
            Your photos could not load.{" "}
            <Button variant="subtle" size="compact-sm" onClick={() => void photos.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {items.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="centre-photos">
            {items.map((photo, index) => (
              <Stack key={photo.id} gap={4} data-testid="centre-photo">
                <div style={{ position: "relative" }}>
                  <Image
                    src={photo.thumbUrl}
                    alt={photo.caption ?? `Photo ${index + 1}`}
                    radius="sm"
                    h={96}
                    fit="cover"
                  />
                  {photo.isCover ? (
                    <Badge size="sm" style={{ position: "absolute", top: 4, left: 4 }}>
                      Cover
                    </Badge>
                  ) : null}
                </div>
                <Group gap={2} justify="space-between" wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move photo ${index + 1} earlier`}
                      disabled={disabled || index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move photo ${index + 1} later`}
                      disabled={disabled || index === items.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete photo ${index + 1}`}
                    disabled={disabled}
                    onClick={() => setDeleting(photo)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
                {photo.isCover ? null : (
                  <Button
                    variant="light"
                    size="compact-xs"
                    disabled={disabled || setCover.isPending}
                    onClick={() => setCover.mutate({ photoId: photo.id })}
                    aria-label={`Make photo ${index + 1} the cover`}
                  >
                    Make cover
                  </Button>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        ) : photos.isSuccess ? (
          <Text size="sm">
            No photos yet. Customers choose centres with photos: add a few of your bays and work.
          </Text>
        ) : null}
        {uploads.length > 0 ? (
          <Stack gap="xs" aria-live="polite">
            {uploads.map((upload) => (
              <Group key={upload.key} gap="xs" wrap="nowrap" align="center">
                <Image src={upload.previewUrl} alt="" w={48} h={48} radius="sm" fit="cover" />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" truncate>
                    {upload.name}
                  </Text>
                  {upload.error ? (
                    <Text size="xs" c="red" role="alert">
                      {upload.error}
                    </Text>
                  ) : (
                    <Progress
                      value={upload.progress * 100}
                      size="sm"
                      aria-label={`Uploading ${upload.name}`}
                    />
                  )}
                </Stack>
                {upload.error ? (
                  <CloseButton aria-label="Dismiss" onClick={() => dismiss(upload.key)} />
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
        {changeError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(changeError)}
          </Alert>
        ) : null}
        <Group>
          <FileButton
            onChange={(files) => void start(files.slice(0, Math.max(room, 0)))}
            accept={MEDIA_POLICY.acceptTypes.join(",")}
            multiple
            disabled={disabled || busy || room <= 0}
          >
            {(props) => (
              <Button {...props} loading={busy} disabled={disabled || busy || room <= 0}>
                Upload photos
              </Button>
            )}
          </FileButton>
          {room <= 0 ? (
            <Text size="sm" c="dimmed">
              Delete a photo to add another.
            </Text>
          ) : null}
        </Group>
      </Stack>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        color="red"
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error) : null}
        onConfirm={() => {
          if (deleting) remove.mutate({ photoId: deleting.id }, { onSuccess: () => setDeleting(null) });
        }}
      >
        Customers will no longer see it. {deleting?.isCover ? "The next photo becomes the cover." : null}
      </ConfirmModal>
    </Card>
  );
}
