import { Alert } from "@mantine/core";

/** Says that a form holds the values typed before the session ended, not yet saved. */
export function RestoredDraftNotice({ shown, onClose }: { shown: boolean; onClose: () => void }) {
  if (!shown) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      withCloseButton
      onClose={onClose}
      title="Your changes were kept"
    >
      You were signed out before they were saved. Check them and save again.
    </Alert>
  );
}
