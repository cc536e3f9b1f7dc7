import { MEDIA_POLICY } from "@chamak/contracts";
import { errorMessage } from "@chamak/i18n";
import { UploadError, uploadImage } from "@chamak/web-client";
import { Button, CloseButton, FileButton, Group, Image, Input, Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useErrorText, useT } from "../../lib/i18n";

/** A photo chosen for the review: its preview, its upload's progress, then its stored id (or why it failed). */
export interface ReviewPhoto {
  key: string;
  name: string;
  previewUrl: string;
  progress: number;
  mediaId: number | null;
  error: string | null;
}

const MAX = MEDIA_POLICY.maxReviewPhotos;

/**
 * Up to three photos for a review, each uploaded as soon as it is chosen (POST /media, purpose review_photo) with
 * its preview and progress; the review is sent with the ids of those that arrived. `error` is the server's
 * message about the photos (the review's `photoIds` field).
 */
export function ReviewPhotoPicker({
  photos,
  onChange,
  error,
  disabled,
}: {
  photos: ReviewPhoto[];
  onChange: (update: (photos: ReviewPhoto[]) => ReviewPhoto[]) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const t = useT("profile");
  const errorText = useErrorText();
  const [serial, setSerial] = useState(0);
  const update = (key: string, change: Partial<ReviewPhoto>) =>
    onChange((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const add = (files: File[]) => {
    const room = MAX - photos.length;
    const chosen = files.slice(0, Math.max(room, 0)).map((file, i) => ({
      file,
      photo: {
        key: `${serial}-${i}`,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        mediaId: null,
        error: !(MEDIA_POLICY.acceptTypes as readonly string[]).includes(file.type)
          ? errorText(errorMessage("imageTypeNotAllowed"))
          : file.size > MEDIA_POLICY.maxUploadBytes
            ? errorText(
                errorMessage("imageTooLarge", { megabytes: MEDIA_POLICY.maxUploadBytes / (1024 * 1024) }),
              )
            : null,
      } satisfies ReviewPhoto,
    }));
    setSerial((n) => n + 1);
    onChange((list) => [...list, ...chosen.map((c) => c.photo)]);
    for (const { file, photo } of chosen) {
      if (photo.error) continue;
      uploadImage(file, "review_photo", (progress) => update(photo.key, { progress }))
        .then((stored) => update(photo.key, { progress: 1, mediaId: stored.id }))
        .catch((failure: unknown) =>
          update(photo.key, {
            error: errorText(failure instanceof UploadError ? failure.error : errorMessage("unavailable")),
          }),
        );
    }
  };

  return (
    <Input.Wrapper label={t("reviewPhotos", { max: MAX })} error={error} data-path="photoIds">
      <Stack gap="xs" mt={4}>
        {photos.length > 0 ? (
          <Group gap="xs" aria-live="polite">
            {photos.map((photo, i) => (
              <Stack key={photo.key} gap={2} w={88}>
                <div style={{ position: "relative" }}>
                  <Image
                    src={photo.previewUrl}
                    alt={t("reviewPhotoAlt", { number: i + 1 })}
                    w={88}
                    h={88}
                    radius="sm"
                    fit="cover"
                    style={{ opacity: photo.mediaId === null && !photo.error ? 0.6 : 1 }}
                  />
                  <CloseButton
                    size="sm"
                    aria-label={t("removePhoto", { number: i + 1 })}
                    // White behind the cross, so it shows on any photo.
                    style={{ position: "absolute", top: 2, right: 2, background: "white", borderRadius: 999 }}
                    onClick={() => onChange((list) => list.filter((p) => p.key !== photo.key))}
                  />
                </div>
                {photo.error ? (
                  <Text size="xs" c="red.8" role="alert">
                    {photo.error}
                  </Text>
                ) : photo.mediaId === null ? (
                  <Progress
                    value={photo.progress * 100}
                    size="sm"
                    aria-label={t("uploadingPhoto", { name: photo.name })}
                  />
                ) : null}
              </Stack>
            ))}
          </Group>
        ) : null}
        {photos.length < MAX ? (
          <FileButton onChange={add} accept={MEDIA_POLICY.acceptTypes.join(",")} multiple disabled={disabled}>
            {(props) => (
              <Button {...props} variant="light" size="xs" w="fit-content" disabled={disabled}>
                {t("addPhotos")}
              </Button>
            )}
          </FileButton>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
