/**
 * Bad input, table-driven: each case runs the CLI as a user would and pins the exact lines
 * the user reads on stderr and the exit code (DESIGN.md: 2 bad usage or definition, 1 fatal,
 * 3 finished with failed plants). Nothing is written for a case refused before the run.
 */
import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, cli } from "../e2e/cli.js";

const ID = "6f1c9a52-3c4e-4b7a-9a51-0c1f0e6b2d11";
const EMPTY = { username: "empty@solar-sandbox.test", password: "empty-account-pw" };

let sandbox: Sandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    plants: 3,
    seed: 5,
    extraAccounts: [{ ...EMPTY, tier: "Device", plantIds: [] }],
  });
  dir = await mkdtemp(join(tmpdir(), "solar-bad-"));
});
afterAll(async () => {
  await sandbox?.close();
});

function env(extra: Record<string, string> = {}) {
  return cleanEnv({
    SOLAR_API_BASE_URL: sandbox.baseUrl,
    SOLAR_API_USERNAME: sandbox.credentials.username,
    SOLAR_API_PASSWORD: sandbox.credentials.password,
    ...extra,
  });
}

async function definition(name: string, text: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

interface Case {
  name: string;
  file?: string;
  text?: string;
  args: (def: string) => string[];
  env?: () => NodeJS.ProcessEnv;
  /** Standard input (e.g. for --token-stdin). */
  stdin?: string;
  code: number;
  /** The user's stderr, line by line (regular expressions for the parts that vary). */
  stderr: (string | RegExp)[];
}

const validate = (def: string) => ["validate", def];
const run = (def: string) => [
  "run",
  def,
  "--month",
  "2026-10",
  "--quiet",
  "--no-pdf",
  "--out",
  join(dir, "out", def.split("/").pop()!),
];

const CASES: Case[] = [
  {
    name: "malformed YAML",
    text: "title: x\n  bad: 1\n",
    args: validate,
    code: 2,
    stderr: [
      /^solar-report: .*malformed YAML\.yaml: 1 problem:$/,
      /^ {2}- .*:1:\d+: bad indentation, or a value containing ": " that needs quotes/,
    ],
  },
  {
    name: "wrong types",
    text: 'title: x\nconcurrency: "eight"\nhistory: 0\n',
    args: validate,
    code: 2,
    stderr: [
      /2 problems:$/,
      "  - concurrency: Invalid input: expected number, received string",
      "  - history: expected a whole number from 1 to 36",
    ],
  },
  {
    name: "unknown key and unknown KPI",
    text: "title: x\nconcurency: 4\nkpis:\n  pr: historical_plant_pr\n",
    args: validate,
    code: 2,
    stderr: [
      /2 problems:$/,
      /^ {2}- kpis\.pr: unknown KPI "historical_plant_pr" \(valid names: historical_plant_daily_yield, /,
      '  - concurency: unknown key; did you mean "concurrency"?',
    ],
  },
  {
    name: "impossible month in the definition",
    text: "title: x\nperiod: 2026-02-30\n",
    args: validate,
    code: 2,
    stderr: [
      /1 problem:$/,
      '  - period: "2026-02-30" is not a valid period: expected "previous-month" or YYYY-MM with month 01–12 and year 2000–2100',
    ],
  },
  {
    name: "impossible --month",
    text: "title: x\n",
    args: (def) => ["run", def, "--month", "2026-13"],
    env: () => env(),
    code: 2,
    stderr: [
      "solar-report: --month: 1 problem:",
      '  - "2026-13" is not a valid month: expected YYYY-MM with month 01–12 and year 2000–2100',
    ],
  },
  {
    name: "negative and absurd budgets",
    text: `title: x\nplantDetails:\n  ${ID}:\n    budgetKwh: [1,2,3,4,5,6,7,8,9,10,-11,1e12]\n    tariff: 120\n`,
    args: validate,
    code: 2,
    stderr: [
      /3 problems:$/,
      `  - plantDetails.${ID}.budgetKwh[10]: expected a number ≥ 0 kWh`,
      `  - plantDetails.${ID}.budgetKwh[11]: kWh: more than 1e+10 is not plausible`,
      `  - plantDetails.${ID}.tariff: a tariff above 100 per kWh is not plausible: is it per MWh?`,
    ],
  },
  {
    name: "duplicate plant ids",
    text: `title: x\nplants: [${ID}, ${ID.toUpperCase()}]\n`,
    args: validate,
    code: 2,
    stderr: [/1 problem:$/, `  - plants[1]: duplicate plant id ${ID.toUpperCase()} (also at [0])`],
  },
  {
    name: "credentials in the definition",
    text: "title: x\npassword: hunter2\n",
    args: validate,
    code: 2,
    stderr: [
      /1 problem:$/,
      "  - password: credentials do not belong in a report definition: remove this key and set SOLAR_API_USERNAME and SOLAR_API_PASSWORD (or SOLAR_API_TOKEN) in the environment instead",
    ],
  },
  {
    name: "a base URL that is not a URL",
    text: "title: x\n",
    args: (def) => ["run", def, "--base-url", "api.example.com/v1"],
    env: () => env(),
    code: 2,
    stderr: [
      'solar-report: base URL "api.example.com/v1" is not a URL: expected e.g. https://api.example.com/v1',
    ],
  },
  {
    name: "a base URL holding credentials that does not parse",
    text: "title: x\n",
    args: (def) => ["run", def, "--base-url", "https://finance:pa ss@ap i.example.com/v1"],
    env: () => env(),
    code: 2,
    stderr: [
      'solar-report: base URL "https://REDACTED@ap i.example.com/v1" is not a URL: expected e.g. https://api.example.com/v1',
    ],
  },
  {
    name: "a base URL with a query",
    text: "title: x\n",
    args: (def) => ["run", def, "--base-url", "https://api.example.com/v1?tenant=7"],
    env: () => env(),
    code: 2,
    stderr: [
      "solar-report: base URL must not have a query (?…) or a fragment (#…): give the service's address with its version segment only, e.g. https://api.example.com/v1",
    ],
  },
  {
    name: "a token with a line break in SOLAR_API_TOKEN",
    text: "title: x\n",
    args: run,
    env: () => cleanEnv({ SOLAR_API_BASE_URL: sandbox.baseUrl, SOLAR_API_TOKEN: "net-abc\r\nX-Injected: 1" }),
    code: 2,
    stderr: [
      "solar-report: SOLAR_API_TOKEN holds a line break or another control character, which no token does: set it to the token alone, on one line",
    ],
  },
  {
    name: "a token with a carriage return on --token-stdin",
    text: "title: x\n",
    args: (def) => [...run(def), "--token-stdin"],
    env: () => cleanEnv({ SOLAR_API_BASE_URL: sandbox.baseUrl }),
    stdin: "net-abc\rnet-def\n",
    code: 2,
    stderr: [
      "solar-report: the token read by --token-stdin holds a line break or another control character, which no token does: set it to the token alone, on one line",
    ],
  },
  {
    name: "plain http to a host that is not loopback",
    text: "title: x\n",
    args: (def) => ["run", def, "--base-url", "http://reports.example.com/v1"],
    env: () => env(),
    code: 2,
    stderr: [
      "solar-report: refusing plain http to reports.example.com: credentials would travel unencrypted; use https, or pass --allow-insecure-http if this network is trusted",
    ],
  },
  {
    name: "missing credentials",
    text: "title: x\n",
    args: run,
    env: () => cleanEnv({ SOLAR_API_BASE_URL: sandbox.baseUrl }),
    code: 2,
    stderr: [/^solar-report: .*SOLAR_API_USERNAME.*SOLAR_API_PASSWORD.*SOLAR_API_TOKEN/],
  },
  {
    name: "wrong password",
    text: "title: x\n",
    args: run,
    env: () => env({ SOLAR_API_PASSWORD: "not-the-password" }),
    code: 1,
    stderr: [/^solar-report: .*(SOLAR_API_USERNAME|SOLAR_API_PASSWORD)/],
  },
  {
    name: "an empty account",
    text: "title: x\n",
    args: run,
    env: () => env({ SOLAR_API_USERNAME: EMPTY.username, SOLAR_API_PASSWORD: EMPTY.password }),
    code: 3,
    stderr: [
      /"level":"warn","event":"warning","message":"no plant of the account matches the definition's plant selection"/,
    ],
  },
  {
    name: "an output folder that cannot be written",
    text: "title: x\n",
    args: (def) => ["run", def, "--month", "2026-10", "--out", join(def, "out")],
    env: () => env(),
    code: 1,
    stderr: [
      /^solar-report: cannot write to the output folder .*\(ENOTDIR\): choose another folder with --out or fix its permissions$/,
    ],
  },
];

describe("bad input: the exact message the user sees", () => {
  it.each(CASES)("$name → exit $code", async (c) => {
    const def = await definition(`${c.name}.yaml`, c.text ?? "title: x\n");
    const r = await cli(c.args(def), c.env?.() ?? cleanEnv(), c.stdin);
    expect(r.code, r.stderr).toBe(c.code);
    const lines = r.stderr.split("\n").filter((l) => l.trim() !== "");
    for (const expected of c.stderr) {
      const found = lines.some((l) => (typeof expected === "string" ? l === expected : expected.test(l)));
      expect(found, `expected a line ${String(expected)} in:\n${lines.join("\n")}`).toBe(true);
    }
    expect(r.stdout).toBe("");
  });

  it("writes nothing for a run refused before it starts", async () => {
    const out = join(dir, "out");
    const written = await readdir(out).catch(() => []);
    // Only the runs that reached the service created a folder (wrong password: empty; empty account: a manifest).
    for (const name of written)
      expect(["missing credentials.yaml", "wrong password.yaml", "an empty account.yaml"]).toContain(name);
    const wrong = await readdir(join(out, "wrong password.yaml")).catch(() => []);
    expect(wrong.filter((f) => f.endsWith(".json") || f.endsWith(".xlsx"))).toEqual([]);
  });
});
