import type { MediaImage } from "@chamak/contracts";
import { Box } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../lib/i18n";
import { PhotoStrip, PhotoViewer } from "./photo-viewer";

/** A review's photos as small thumbnails under its text; a tap opens them at full size. */
export function ReviewPhotos({ photos, reviewer }: { photos: readonly MediaImage[]; reviewer: string }) {
  const t = useT("centre");
  const [open, setOpen] = useState<number | null>(null);
  const shown = photos.map((photo, i) => ({
    url: photo.url,
    thumbUrl: photo.thumbUrl,
    alt: t("reviewPhotoAlt", { number: i + 1, name: reviewer }),
  }));
  return (
    <Box mt="xs">
      <PhotoStrip
        photos={shown}
        height={72}
        onOpen={setOpen}
        label={(number) => t("openPhoto", { number })}
      />
      <PhotoViewer photos={shown} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Box>
  );
}
