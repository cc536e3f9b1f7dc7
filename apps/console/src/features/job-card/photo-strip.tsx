import type { JobCardPhoto } from "@chamak/contracts";
import { CloseButton, Group, Image, Paper } from "@mantine/core";

/** Thumbnails of photos, each opening its full size; removable while check-in is open. */
export function PhotoStrip({
  photos,
  onRemove,
}: {
  photos: JobCardPhoto[];
  onRemove?: (photo: JobCardPhoto) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {photos.map((photo, index) => (
        <Paper
          key={photo.id}
          withBorder
          radius="sm"
          pos="relative"
          w={88}
          h={66}
          style={{ overflow: "hidden" }}
        >
          <a href={photo.url} target="_blank" rel="noreferrer">
            <Image
              src={photo.thumbUrl || photo.url}
              alt={photo.stage === "after" ? `After photo ${index + 1}` : `${photo.side} photo`}
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
                photo.stage === "after" ? `Remove after photo ${index + 1}` : `Remove ${photo.side} photo`
              }
              onClick={() => onRemove(photo)}
            />
          ) : null}
        </Paper>
      ))}
    </Group>
  );
}
