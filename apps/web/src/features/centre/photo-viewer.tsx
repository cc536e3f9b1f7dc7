import { ActionIcon, Group, Image, Modal, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";

export interface ViewerPhoto {
  url: string;
  alt: string;
}

/** One photo at its large size in a dialog, with previous / next when there are several. */
export function PhotoViewer({
  photos,
  index,
  onChange,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  /** The photo shown; null: closed. */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT("centre");
  const photo = index === null ? undefined : photos[index];
  const total = photos.length;
  return (
    <Modal
      opened={photo !== undefined}
      onClose={onClose}
      size="xl"
      centered
      title={photo && total > 1 ? t("photoCounter", { number: (index ?? 0) + 1, total }) : null}
      closeButtonProps={{ "aria-label": t("closePhoto") }}
    >
      {photo ? (
        <>
          <Image src={photo.url} alt={photo.alt} fit="contain" mah="70vh" radius="sm" />
          {total > 1 ? (
            <Group justify="space-between" mt="sm">
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t("previousPhoto")}
                onClick={() => onChange(((index ?? 0) - 1 + total) % total)}
              >
                ‹
              </ActionIcon>
              <Text size="sm" c="gray.7">
                {photo.alt}
              </Text>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t("nextPhoto")}
                onClick={() => onChange(((index ?? 0) + 1) % total)}
              >
                ›
              </ActionIcon>
            </Group>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}

/** Thumbnails in a row that scrolls sideways on a phone; a tap opens the viewer on that photo. */
export function PhotoStrip({
  photos,
  height,
  onOpen,
  label,
}: {
  photos: readonly { thumbUrl: string; alt: string }[];
  height: number;
  onOpen: (index: number) => void;
  /** The accessible name of each button, from its number (1-based). */
  label: (number: number) => string;
}) {
  return (
    <ul
      style={{
        display: "flex",
        gap: 8,
        overflowX: "auto",
        scrollSnapType: "x mandatory",
        listStyle: "none",
        padding: 0,
        margin: 0,
      }}
    >
      {photos.map((photo, i) => (
        <li key={photo.thumbUrl + String(i)} style={{ flex: "0 0 auto", scrollSnapAlign: "start" }}>
          <button
            type="button"
            onClick={() => onOpen(i)}
            aria-label={label(i + 1)}
            style={{ padding: 0, border: 0, background: "none", cursor: "zoom-in", display: "block" }}
          >
            <img
              src={photo.thumbUrl}
              alt={photo.alt}
              loading="lazy"
              // A fixed 4:3 tile: the row keeps its layout while photos load (lazily, off screen).
              width={Math.round((height * 4) / 3)}
              height={height}
              style={{ borderRadius: 8, display: "block", objectFit: "cover", background: "#f1f3f5" }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
