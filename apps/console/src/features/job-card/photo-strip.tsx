import type { JobCardPhoto } from "@chamak/contracts";
import { CloseButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { SIDE_LABELS } from "./side-labels";

/** What a photo shows: its side at check-in ("Left side"), its place among the after photos ("After photo 2"). */
const nameOf = (photo: JobCardPhoto, index: number) =>
  photo.stage === "after" ? `After photo ${index + 1}` : SIDE_LABELS[photo.side];

/**
 * Thumbnails of photos, each opening its full size; removable while they may still change. With `captions`,
 * each check-in photo is labelled with its side under the thumbnail.
 */
export function PhotoStrip({
  photos,
  onRemove,
  captions = false,
}: {
  photos: JobCardPhoto[];
  onRemove?: (photo: JobCardPhoto) => void;
  captions?: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {photos.map((photo, index) => (
        <Stack key={photo.id} gap={2} w={88} component="figure" m={0}>
          <Paper withBorder radius="sm" pos="relative" w={88} h={66} style={{ overflow: "hidden" }}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <Image
                src={photo.thumbUrl || photo.url}
                alt={photo.stage === "after" ? nameOf(photo, index) : `${nameOf(photo, index)} photo`}
                w={88}
                h={66}
                fit="cover"
              />
            </a>
            {onRemove ? (
              <CloseButton
                size="xs"
                pos="absolute"
                top={2}
                right={2}
                variant="filled"
                aria-label={
                  photo.stage === "after"
                    ? `Remove after photo ${index + 1}`
                    : `Remove ${SIDE_LABELS[photo.side].toLowerCase()} photo`
                }
                onClick={() => onRemove(photo)}
              />
            ) : null}
          </Paper>
          {captions && photo.stage === "check_in" ? (
            <Text size="xs" c="dimmed" ta="center" component="figcaption" aria-hidden>
              {SIDE_LABELS[photo.side]}
            </Text>
          ) : null}
        </Stack>
      ))}
    </Group>
  );
}
