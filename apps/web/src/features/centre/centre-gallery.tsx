import type { CentreDetail } from "@chamak/contracts";
import { Card, Title } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { PhotoStrip, PhotoViewer } from "./photo-viewer";

/** The centre's photos, cover first (the order the API gives), as a strip that opens each at full size. */
export function CentreGallery({ centre }: { centre: Pick<CentreDetail, "name" | "photos"> }) {
  const t = useT("centre");
  const [open, setOpen] = useState<number | null>(null);
  if (centre.photos.length === 0) return null;
  const photos = centre.photos.map((photo, i) => ({
    url: photo.url,
    thumbUrl: photo.thumbUrl,
    alt: photo.caption ?? t("photoAlt", { number: i + 1, name: centre.name }),
  }));
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="photos-title" mb="lg">
      <Title order={2} size="h4" id="photos-title" mb="sm">
        {t("photosTitle")}
      </Title>
      <PhotoStrip
        photos={photos}
        height={180}
        onOpen={setOpen}
        label={(number) => t("openPhoto", { number })}
      />
      <PhotoViewer photos={photos} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Card>
  );
}
