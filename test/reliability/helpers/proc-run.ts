/**
 * The built CLI as a process for the reliability tests: spawn it, watch its stderr for an
 * event, kill or signal it, and collect what it printed. Definitions are written as JSON
 * (YAML 1.2 reads it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BIN } from "../../e2e/cli.js";

/** A month safely in the past of any machine that runs the tests. */
export const RUN_MONTH = "2025-06";

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunningCli {
  child: ChildProcess;
  readonly stderr: string;
  /** Resolves once stderr matches `re` (rejects if the process ends first). */
  waitFor(re: RegExp): Promise<void>;
  done: Promise<Finished>;
}

export function spawnCli(args: string[], env: NodeJS.ProcessEnv, input = ""): RunningCli {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  const waiters: { re: RegExp; resolve: () => void; reject: (e: Error) => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      if (w.re.test(stderr)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  child.stdout!.on("data", (c) => {
    stdout += c;
  });
  child.stderr!.on("data", (c) => {
    stderr += c;
    check();
  });
  const done = new Promise<Finished>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      for (const w of waiters.splice(0)) w.reject(new Error(`exited (${code ?? signal}) before ${w.re}`));
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
  child.stdin!.end(input);
  return {
    child,
    get stderr() {
      return stderr;
    },
    waitFor: (re) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ re, resolve, reject });
        check();
      }),
    done,
  };
}

export function runCli(args: string[], env: NodeJS.ProcessEnv, input = ""): Promise<Finished> {
  return spawnCli(args, env, input).done;
}

/** A small definition of every plant of the account for RUN_MONTH; `extra` overrides fields. */
export async function writeDefinition(dir: string, extra: Record<string, unknown> = {}): Promise<string> {
  const def = {
    title: "Reliability run",
    period: RUN_MONTH,
    plants: "all",
    units: { energy: "kWh", ratio: "percent" },
    history: 3,
    concurrency: 4,
    retry: { retries: 2, minDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 50 },
    ...extra,
  };
  const path = join(dir, "definition.json");
  await writeFile(path, JSON.stringify(def, null, 2));
  return path;
}

/** Seeded uniform [0, 1) (mulberry32): kill moments are the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
