import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";

/** A search box's text, handed on a moment after typing stops. */
export function useSearchText(initial: string | undefined, onSettled: (text: string | undefined) => void) {
  const [text, setText] = useState(initial ?? "");
  const [settled] = useDebouncedValue(text.trim(), 350);
  useEffect(() => {
    if ((settled || undefined) !== (initial || undefined)) onSettled(settled || undefined);
  }, [settled, initial, onSettled]);
  return [text, setText] as const;
}
