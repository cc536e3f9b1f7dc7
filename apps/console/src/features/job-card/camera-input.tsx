import type { RefObject } from "react";

/**
 * The phone's camera (or a file picker) as a visually hidden input, named for screen readers and tests; the
 * visible button beside it opens it (`ref.current?.click()`). Each picture taken is handed over as a File, and the
 * input is cleared so the same shot can be taken again.
 */
export function CameraInput({
  inputRef,
  label,
  multiple = false,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => unknown;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      capture="environment"
      multiple={multiple}
      aria-label={label}
      style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
      onChange={(event) => {
        const files = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = "";
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
