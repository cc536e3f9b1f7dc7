import { Button } from "@mantine/core";
import { useRef } from "react";
import { CameraInput } from "../job-card/camera-input";

/**
 * The phone's camera for one photo. The picture is kept on the phone with the tap and uploaded when there is a
 * network (sync-taps.ts), so it works in a basement too.
 */
export function PhotoButton({
  label,
  done = false,
  disabled = false,
  onPhoto,
}: {
  label: string;
  done?: boolean;
  disabled?: boolean;
  onPhoto: (photo: Blob) => unknown;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <CameraInput inputRef={input} label={label} onFiles={([file]) => file && onPhoto(file)} />
      <Button
        size="sm"
        variant={done ? "light" : "default"}
        color={done ? "teal" : undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-hidden
        tabIndex={-1}
      >
        {done ? `${label} ✓` : label}
      </Button>
    </>
  );
}
