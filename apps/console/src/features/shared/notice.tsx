import { Alert } from "@mantine/core";

/** The outcome of the last action on the page, announced to screen readers, until dismissed. */
export function Notice({ text, onClose }: { text: string | null; onClose: () => void }) {
  if (!text) return null;
  return (
    <Alert color="teal" variant="light" withCloseButton onClose={onClose} role="status">
      {text}
    </Alert>
  );
}
