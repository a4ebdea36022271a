/**
 * The bench's service: the sandbox in a process of its own, as the real service is on another
 * machine (its work, making data and JSON, must not share the report's event loop or count in
 * its CPU and memory), and the plant facts a finance team would put in the definition
 * (capacity, budgets) from a same-seed sandbox, also in a child process of its own.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SandboxPlantDetails } from "../sandbox/index.js";

export interface SandboxProcess {
  child: ChildProcess;
  baseUrl: string;
  username: string;
  password: string;
  /** Everything it printed on stdout so far (its last line, once stopped: what it served). */
  stdout: () => string;
}

/** What the sandbox answered, from its last line ("# served {…}", cli/commands/sandbox.ts). */
export interface Served {
  requests: number;
  rateLimited: number;
  overloaded: number;
  injected429: number;
  maxInFlight: number;
}

/**
 * `extra`: more sandbox options, e.g. `--max-days 31 --max-days-mode refuse` (a cap on a call's
 * days) or `--rate-limit 50` (a token bucket per account).
 */
export function startSandboxProcess(
  plants: number,
  latencyMs: number,
  extra: readonly string[] = [],
): Promise<SandboxProcess> {
  const bin = fileURLToPath(new URL("../cli/main.js", import.meta.url));
  const args = [bin, "sandbox", "--port", "0", "--plants", `${plants}`, "--seed", "1"];
  // No jitter: every answer waits exactly the latency the floor is computed from.
  const latency = ["--latency-ms", `${latencyMs}`, "--jitter-ms", "0"];
  const child = spawn(process.execPath, [...args, ...latency, ...extra], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let out = "";
    child.on("exit", (code) => fail(new Error(`the sandbox exited with ${code}`)));
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const env = Object.fromEntries(
        [...out.matchAll(/^export (SOLAR_API_\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
      );
      if (env.SOLAR_API_BASE_URL && env.SOLAR_API_USERNAME && env.SOLAR_API_PASSWORD)
        done({
          child,
          baseUrl: env.SOLAR_API_BASE_URL,
          username: env.SOLAR_API_USERNAME,
          password: env.SOLAR_API_PASSWORD,
          stdout: () => out,
        });
    });
  });
}

/**
 * The sandbox's CPU time so far (ms; Linux /proc, null elsewhere). In the bench it runs on the
 * same cores as the report, so the report's wall time cannot fall to its own CPU floor while
 * the sandbox takes its share: the bench reports it beside the report's own CPU time.
 */
export function sandboxCpuMs(sandbox: SandboxProcess): number | null {
  try {
    const stat = readFileSync(`/proc/${sandbox.child.pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** Stops the sandbox and returns what it served (null if it said nothing). */
export function stopSandboxProcess(sandbox: SandboxProcess): Promise<Served | null> {
  const { child } = sandbox;
  child.removeAllListeners("exit");
  const served = () => /^# served (\{.*\})$/m.exec(sandbox.stdout())?.[1];
  return new Promise((done) => {
    const read = () => {
      const line = served();
      done(line === undefined ? null : (JSON.parse(line) as Served));
    };
    if (child.exitCode !== null || child.signalCode !== null) return read();
    // "close": after its stdout has ended, so the last line has been read.
    child.once("close", read);
    child.kill("SIGINT");
  });
}

/** plantDetails of a same-seed sandbox with `plants` plants (plant-details.js, in a child process). */
export function sandboxPlantDetails(plants: number): Record<string, SandboxPlantDetails> {
  const script = fileURLToPath(new URL("./plant-details.js", import.meta.url));
  const out = execFileSync(process.execPath, [script, `${plants}`], { encoding: "utf8", maxBuffer: 1 << 28 });
  return JSON.parse(out) as Record<string, SandboxPlantDetails>;
}
