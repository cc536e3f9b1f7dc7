import type { JobCardPhoto } from "@chamak/contracts";
import { Stack, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";
import { PhotoGrid } from "../photo-grid";

/** A titled grid of a job card's photos, each opening its full size. */
export function JobCardPhotos({ title, photos }: { title: string; photos: JobCardPhoto[] }) {
  const t = useT("profile");
  if (photos.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <PhotoGrid
        photos={photos}
        altOf={(index) =>
          t("jobCardPhotoAlt", {
            side: t(`jobCardSide_${photos[index]?.side ?? "front"}`),
            number: index + 1,
          })
        }
      />
    </Stack>
  );
}
