import { Button, Text } from "@mantine/core";
import { useId, useRef, useState } from "react";
import { type UploadedPhoto, uploadJobCardPhoto } from "./upload-photo";

type PhotoInputProps = {
  /** The input's accessible name: "Front photo". */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Called with each photo as soon as it is uploaded, one after another, so each is saved before the next. */
  onUploaded: (photo: UploadedPhoto) => unknown;
};

/** The phone's camera (or a file) for a photo; uploads what was taken and hands over each media id. */
export function PhotoInput({ label, multiple = false, disabled = false, onUploaded }: PhotoInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={multiple}
        aria-label={label}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
        onChange={async (event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          if (files.length === 0) return;
          setBusy(true);
          setError(null);
          try {
            for (const file of files) await onUploaded(await uploadJobCardPhoto(file));
          } catch (failure) {
            setError(failure instanceof Error ? failure.message : String(failure));
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button
        size="xs"
        variant="light"
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-hidden
        tabIndex={-1}
      >
        {multiple ? "Add photos" : "Take photo"}
      </Button>
      {error ? (
        <Text size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
