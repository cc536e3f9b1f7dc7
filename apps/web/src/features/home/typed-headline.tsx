import { VisuallyHidden } from "@mantine/core";
import classes from "./hero.module.css";
import { useTypingText } from "./use-typing-text";

/**
 * The headline that types itself, in its own component: its state changes every 25–50 ms, and only this
 * span should re-render then, not the whole hero (which made a long main-thread task of every keystroke).
 */
export function TypedHeadline({ lines }: { lines: readonly string[] }) {
  const { text, animated } = useTypingText(lines);
  return (
    <>
      <VisuallyHidden>{lines[0]}</VisuallyHidden>
      <span aria-hidden="true" className={classes.typed}>
        {text}
        {animated ? <span className={classes.cursor} /> : null}
      </span>
    </>
  );
}
