import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";

/**
 * A text field that follows the URL but writes back only after the user pauses typing (or at once with
 * `flush`, e.g. on Enter), so each keystroke does not start a search.
 */
export function useDebouncedField<T>(value: T, commit: (value: T) => void, delay = 500) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const debounced = useDebouncedCallback(commit, delay);
  return {
    draft,
    change(next: T) {
      setDraft(next);
      debounced(next);
    },
    flush() {
      debounced.cancel();
      if (draft !== value) commit(draft);
    },
  };
}
