import { createRequire } from "node:module";

// Same breakpoints as the Mantine theme, for `@mixin smaller-than $mantine-breakpoint-sm` in CSS modules.
const breakpoints = createRequire(import.meta.url)("@chamak/ui/breakpoints.json");

export default {
  plugins: {
    "postcss-preset-mantine": {},
    "postcss-simple-vars": {
      variables: Object.fromEntries(
        Object.entries(breakpoints).map(([name, value]) => [`mantine-breakpoint-${name}`, value]),
      ),
    },
  },
};
