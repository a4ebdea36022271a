/** Runs the built CLI as a child process, the way users and CI jobs do. */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The package's bin, as package.json names it (the bundle built by scripts/bundle.mjs). */
export const BIN = resolve(JSON.parse(readFileSync("package.json", "utf8")).bin["solar-report"]);

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** What of the developer's shell would change where requests go and whom they trust. */
const ROUTE = /^(SOLAR_API_\w+|SOLAR_SMTP_URL|(https?|no|all)_proxy|NODE_EXTRA_CA_CERTS)$/i;

/** Environment without SOLAR_API_*, SOLAR_SMTP_URL, proxies or extra CAs from the developer's shell. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!ROUTE.test(k)) env[k] = v;
  return { ...env, ...extra };
}

export function cli(args: string[], env: NodeJS.ProcessEnv = cleanEnv(), input?: string): Promise<CliResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => {
      stdout += c;
    });
    child.stderr.on("data", (c) => {
      stderr += c;
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

/** Starts `solar-report sandbox` and resolves with its printed exports once it is listening. */
export function startSandboxProcess(
  args: string[] = ["--port", "0"],
): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, "sandbox", ...args], {
      env: cleanEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.on("error", fail);
    child.on("exit", (code) => fail(new Error(`sandbox exited early with ${code}`)));
    child.stdout!.on("data", (c) => {
      out += c;
      const env: Record<string, string> = {};
      for (const m of out.matchAll(/^export (SOLAR_API_\w+)=(.*)$/gm)) env[m[1]!] = m[2]!;
      if (env.SOLAR_API_BASE_URL && env.SOLAR_API_USERNAME && env.SOLAR_API_PASSWORD) done({ child, env });
    });
  });
}
