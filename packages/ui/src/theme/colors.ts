import type { MantineColorsTuple } from "@mantine/core";

/** Deep, trustworthy blue: the brand's primary colour (shade 7 is the filled tone). */
export const chamakBlue: MantineColorsTuple = [
  "#e7f3ff",
  "#cfe3fb",
  "#9fc5f3",
  "#6ba5eb",
  "#418ae4",
  "#2679e0",
  "#1570df",
  "#035fc6",
  "#0054b2",
  "#00489e",
];

/** Fresh teal accent: water, clean, done. */
export const chamakTeal: MantineColorsTuple = [
  "#e1fbf8",
  "#cff3ef",
  "#a3e6dd",
  "#73d8cb",
  "#4ccdbc",
  "#33c6b2",
  "#21c2ad",
  "#0aab97",
  "#009886",
  "#008473",
];

/**
 * Mantine's gray with shade 6 darkened from #868e96 (3.3:1 on white) to #6c757d (4.7:1): shade 6 is the light
 * scheme's dimmed text (helper texts, field descriptions, `c="dimmed"`), which WCAG AA wants at 4.5:1.
 */
export const chamakGray: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#6c757d",
  "#495057",
  "#343a40",
  "#212529",
];

/**
 * Mantine's red from shade 6 on made darker: shade 6 is the field error messages' colour (#fa5252 was 3.3:1 on
 * white, #d63333 is 4.8:1) and shade 7 the filled red buttons' (#f03e3e under white text was 3.8:1, #c92a2a is 5.5:1).
 */
export const chamakRed: MantineColorsTuple = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#fa5252",
  "#d63333",
  "#c92a2a",
  "#b02525",
  "#961f1f",
];
