import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { nextTyping, type TypingState } from "./typing";

/** The typed part of the current line; with reduced motion, the first line, still. */
export function useTypingText(lines: readonly string[]): { text: string; animated: boolean } {
  const reduceMotion = useReducedMotion();
  const [state, setState] = useState<TypingState>({ line: 0, chars: 0, phase: "typing" });
  const lengths = useMemo(() => lines.map((line) => Array.from(line).length), [lines]);

  useEffect(() => {
    if (reduceMotion) return;
    const { state: next, delay } = nextTyping(state, lengths);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, lengths, reduceMotion]);

  if (reduceMotion) return { text: lines[0] ?? "", animated: false };
  const line = Array.from(lines[state.line] ?? "");
  return { text: line.slice(0, state.chars).join(""), animated: true };
}
