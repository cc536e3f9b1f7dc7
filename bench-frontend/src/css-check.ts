// `pnpm --filter @chamak/bench-frontend css-check`: fails when the built customer site uses a Mantine class whose
// stylesheet it does not ship (a component that would render unstyled). The test command runs it after the build;
// the page-weight budgets (size.ts) join it once the pages are within them (issue 50).
import { join } from "node:path";
import { missingMantineClasses } from "./size/mantine-coverage";

const WEB_DIR = join(import.meta.dirname, "..", "..", "apps", "web");
const missing = missingMantineClasses(WEB_DIR);
if (missing.length > 0) {
  console.error(
    `Mantine classes the site uses without their CSS (add the component's file to apps/web/src/mantine.css): ${missing.join(", ")}`,
  );
  process.exitCode = 1;
} else {
  console.log("every Mantine class the site uses has its CSS");
}
