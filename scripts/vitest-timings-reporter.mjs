// A Vitest reporter that writes each test file's time to the JSON file named by CHAMAK_VITEST_TIMINGS, for
// docs/test-times.md (scripts/test-times.mjs). Vitest's own JSON reporter times the tests alone; this counts what a
// file costs a worker: importing it, its setup and environment, its tests and its hooks (a database made in
// beforeAll included). Written on Vitest's public reporter API (onTestRunEnd, TestModule.diagnostic()).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";

export default class TimingsReporter {
  onTestRunEnd(testModules) {
    const outputFile = process.env.CHAMAK_VITEST_TIMINGS;
    if (!outputFile) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return {
        file: relative(process.cwd(), module.moduleId),
        project: module.project.name,
        seconds: Math.round(ms) / 1000,
        tests: [...module.children.allTests()].length,
        state: module.state(),
      };
    });
    mkdirSync(dirname(outputFile), { recursive: true });
    writeFileSync(outputFile, `${JSON.stringify(files, null, 1)}\n`);
  }
}
