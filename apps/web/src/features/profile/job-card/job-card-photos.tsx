import type { JobCardPhoto } from "@chamak/contracts";
import { Anchor, Image, SimpleGrid, Stack, Text } from "@mantine/core";
import { useT } from "../../../lib/i18n";

/** A titled grid of a job card's photos, each opening its full size. */
export function JobCardPhotos({ title, photos }: { title: string; photos: JobCardPhoto[] }) {
  const t = useT("profile");
  if (photos.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <SimpleGrid
        cols={{ base: 3, xs: 4, sm: 6 }}
        spacing={6}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
      >
        {photos.map((photo, index) => {
          const alt = t("jobCardPhotoAlt", { side: t(`jobCardSide_${photo.side}`), number: index + 1 });
          return (
            <li key={photo.id}>
              <Anchor href={photo.url} target="_blank" rel="noreferrer" display="block">
                <Image
                  src={photo.thumbUrl || photo.url}
                  alt={alt}
                  radius="sm"
                  h={72}
                  fit="cover"
                  loading="lazy"
                  style={{ aspectRatio: "4 / 3", height: "auto" }}
                />
              </Anchor>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
