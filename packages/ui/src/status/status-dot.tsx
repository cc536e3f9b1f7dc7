import { Box } from "@mantine/core";

const tones = { ok: "teal.6", warn: "orange.6", error: "red.6" } as const;

export type StatusTone = keyof typeof tones;

/** A small coloured dot; the text next to it carries the meaning. */
export function StatusDot({ tone }: { tone: StatusTone }) {
  return (
    <Box component="span" aria-hidden="true" w={8} h={8} bg={tones[tone]} style={{ borderRadius: "50%" }} />
  );
}
