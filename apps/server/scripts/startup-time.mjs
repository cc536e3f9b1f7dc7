// Start-up time of the server to its first 200 from /readyz, `runs` times each way it can be started:
//   node scripts/startup-time.mjs [runs]   (in apps/server, after `pnpm build`; DATABASE_URL: a migrated database)
// Spawn to first 200, polling every 10 ms; the process is killed after each run. Prints the median and range.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const runs = Number(process.argv[2] ?? 5);
const ways = {
  "tsx (node --import tsx src/main.ts)": ["--import", "tsx", "src/main.ts"],
  "bundle (node --enable-source-maps dist/main.js)": ["--enable-source-maps", "dist/main.js"],
};

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startOnce(args) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=64", ...args], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.status === 200) return performance.now() - started;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

for (const [name, args] of Object.entries(ways)) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(args));
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${name}: median ${median.toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times.at(-1).toFixed(0)}, ${runs} runs)`,
  );
}
