import { Anchor, Image, SimpleGrid } from "@mantine/core";

type Photo = { url: string; thumbUrl: string };

/** A grid of photos of the car (a visit's, a job card's), each opening its full size. */
export function PhotoGrid({ photos, altOf }: { photos: Photo[]; altOf: (index: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 3, xs: 4, sm: 6 }}
      spacing={6}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
    >
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <Anchor href={photo.url} target="_blank" rel="noreferrer" display="block">
            <Image
              src={photo.thumbUrl || photo.url}
              alt={altOf(index)}
              radius="sm"
              fit="cover"
              loading="lazy"
              style={{ aspectRatio: "4 / 3", height: "auto" }}
            />
          </Anchor>
        </li>
      ))}
    </SimpleGrid>
  );
}
