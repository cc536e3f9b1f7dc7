import { Group, Text } from "@mantine/core";
import { BrandMark } from "./brand-mark";

const sizes = {
  sm: { mark: 22, text: "lg" },
  md: { mark: 28, text: "xl" },
  lg: { mark: 40, text: "2rem" },
} as const;

type BrandLogoProps = {
  size?: keyof typeof sizes;
  /** A short label after the word mark, e.g. "Console". */
  suffix?: string;
  /** "inverse" for dark backgrounds (white word mark). */
  tone?: "default" | "inverse";
};

/** Mark plus the word "Chamak". Wrap it in a link where it should navigate. */
export function BrandLogo({ size = "md", suffix, tone = "default" }: BrandLogoProps) {
  const { mark, text } = sizes[size];
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <BrandMark size={mark} />
      <Text
        component="span"
        fz={text}
        fw={800}
        c={tone === "inverse" ? "white" : "chamak.9"}
        lh={1}
        style={{ letterSpacing: "-0.02em" }}
      >
        Chamak
      </Text>
      {suffix ? (
        <Text component="span" fz="sm" fw={600} c={tone === "inverse" ? "gray.3" : "dimmed"} lh={1}>
          {suffix}
        </Text>
      ) : null}
    </Group>
  );
}
