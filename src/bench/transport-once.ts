/**
 * The HTTP client alone, in a process of its own: `calls` historical requests of 31 days and
 * the report's seven KPIs, `concurrency` at a time over keep-alive, against the sandbox in
 * another process without latency. Its CPU time over the calls (the login excluded) divided by
 * the requests is what one request costs the report's main thread: sending it, reading and
 * decoding the answer, parsing its series. Last line on stdout: one JSON object.
 *   node dist/bench/transport-once.js [--calls 3000] [--concurrency 16]
 */
import { parseArgs } from "node:util";
import pLimit from "p-limit";
import { createClient } from "../api/index.js";
import { DEFAULT_KPIS } from "../definition/defaults.js";
import { startSandboxProcess, stopSandboxProcess } from "./sandbox-process.js";

const { values } = parseArgs({
  options: {
    calls: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "16" },
  },
});
const calls = Number(values.calls);
const concurrency = Number(values.concurrency);
const PLANTS = 100;
const sandbox = await startSandboxProcess(PLANTS, 0);
const limit = pLimit(concurrency);
const client = createClient({
  baseUrl: sandbox.baseUrl,
  auth: { kind: "password", username: sandbox.username, password: sandbox.password },
  concurrency,
  schedule: (task) => limit(task),
});
try {
  const plants = await client.plantList();
  const kpis = Object.values(DEFAULT_KPIS);
  const before = client.stats.requests;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: calls }, (_, i) => {
      const plant = plants.plants[i % plants.plants.length]!;
      // Twelve different months, so that no answer is the same as the last one on its socket.
      const month = String((i % 12) + 1).padStart(2, "0");
      const last = new Date(Date.UTC(2025, Number(month), 0)).toISOString().slice(0, 10);
      return client.historical(plant.id, kpis, `2025-${month}-01`, last, plant.tz_offset, 31);
    }),
  );
  const used = process.cpuUsage(cpu);
  const requests = client.stats.requests - before;
  const figures = {
    transportRequests: requests,
    transportMs: Math.round(performance.now() - started),
    transportCpuUsPerRequest: Math.round((used.user + used.system) / requests),
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  client.close();
  stopSandboxProcess(sandbox);
}
