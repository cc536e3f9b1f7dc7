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
