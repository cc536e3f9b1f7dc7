import { describe, expect, it } from "vitest";
import { nextTyping, TYPING, type TypingState } from "./typing";

function run(lengths: number[], steps: number) {
  let state: TypingState = { line: 0, chars: 0, phase: "typing" };
  const seen: { state: TypingState; delay: number }[] = [];
  for (let i = 0; i < steps; i++) {
    const next = nextTyping(state, lengths);
    seen.push(next);
    state = next.state;
  }
  return seen;
}

describe("the typing headline", () => {
  it("types one character every 50 ms", () => {
    const [first, second] = run([3], 2);
    expect(first).toEqual({ state: { line: 0, chars: 1, phase: "typing" }, delay: TYPING.typeMs });
    expect(second?.state.chars).toBe(2);
    expect(TYPING.typeMs).toBe(50);
  });

  it("holds a finished line for 1000 ms, then deletes it", () => {
    const steps = run([2], 4);
    expect(steps[2]).toEqual({ state: { line: 0, chars: 2, phase: "holding" }, delay: 1000 });
    expect(steps[3]?.state.phase).toBe("deleting");
  });

  it("moves to the next line and wraps around forever", () => {
    const steps = run([1, 1], 12);
    const lines = steps.map((s) => s.state.line);
    expect(lines).toContain(1);
    expect(steps.at(-1)?.state.line).toBe(0);
  });
});
