import { Button } from "@mantine/core";
import { useId, useRef } from "react";

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
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={label}
        style={{ position: "absolute", width: 1, height: 1, opacity: 0, overflow: "hidden" }}
        onChange={(event) => {
          const [file] = event.currentTarget.files ?? [];
          event.currentTarget.value = "";
          if (file) onPhoto(file);
        }}
      />
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
