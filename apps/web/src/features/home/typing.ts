/** Where the typing headline is: which line, how many characters shown, and what it is doing. */
export type TypingState = { line: number; chars: number; phase: "typing" | "holding" | "deleting" };

export const TYPING = { typeMs: 50, holdMs: 1000, deleteMs: 25 } as const;

/** The next state and how long to wait before it; cycles through the lines forever. */
export function nextTyping(
  state: TypingState,
  lengths: readonly number[],
): { state: TypingState; delay: number } {
  const length = lengths[state.line] ?? 0;
  switch (state.phase) {
    case "typing":
      if (state.chars < length) return { state: { ...state, chars: state.chars + 1 }, delay: TYPING.typeMs };
      return { state: { ...state, phase: "holding" }, delay: TYPING.holdMs };
    case "holding":
      return { state: { ...state, phase: "deleting" }, delay: TYPING.deleteMs };
    case "deleting":
      if (state.chars > 0) return { state: { ...state, chars: state.chars - 1 }, delay: TYPING.deleteMs };
      return {
        state: { line: (state.line + 1) % Math.max(1, lengths.length), chars: 0, phase: "typing" },
        delay: TYPING.typeMs,
      };
  }
}
