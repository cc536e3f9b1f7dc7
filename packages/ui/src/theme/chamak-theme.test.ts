import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { chamakTheme } from "./chamak-theme";

/** WCAG 2's relative luminance of an sRGB colour written #rrggbb or #rgb. */
function luminance(colour: string): number {
  const hex = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, "$&$&") : colour;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${colour}`);
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const theme = mergeMantineTheme(DEFAULT_THEME, chamakTheme);
const resolved = defaultCssVariablesResolver(theme);
const variables: Record<string, string | undefined> = { ...resolved.variables, ...resolved.light };

/** A light-scheme CSS variable of the theme as a colour, following `var(--…)` references. */
function colourOf(name: string): string {
  const value = variables[name];
  if (value === undefined) throw new Error(`the theme has no ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference?.[1] ? colourOf(reference[1]) : value;
}

describe("the theme's text colours on white (WCAG AA: 4.5:1 for normal text)", () => {
  it("computes contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#868e96", "#fff")).toBeCloseTo(3.32, 2);
  });

  it("dimmed text (helper texts, field descriptions, c='dimmed') is at least 4.5:1", () => {
    expect(contrast(colourOf("--mantine-color-dimmed"), theme.white)).toBeGreaterThanOrEqual(4.5);
  });

  it("field error messages are at least 4.5:1", () => {
    expect(contrast(colourOf("--mantine-color-error"), theme.white)).toBeGreaterThanOrEqual(4.5);
  });

  it("white text on a filled red button is at least 4.5:1", () => {
    expect(contrast(colourOf("--mantine-color-red-filled"), theme.white)).toBeGreaterThanOrEqual(4.5);
  });
});
