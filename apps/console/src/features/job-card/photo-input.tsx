import { Button, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { CameraInput } from "./camera-input";
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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <CameraInput
        inputRef={input}
        label={label}
        multiple={multiple}
        onFiles={async (files) => {
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
