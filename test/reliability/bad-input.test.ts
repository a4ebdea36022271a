/**
 * Bad input, table-driven: each case runs the CLI as a user would and pins the exact lines
 * the user reads on stderr and the exit code (DESIGN.md: 2 bad usage or definition, 1 fatal,
 * 3 finished with failed plants). Nothing is written for a case refused before the run.
 */
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, cli } from "../e2e/cli.js";
import { forgeDeclaredSize, inflatingXlsx, manyPartsXlsx } from "./helpers/zip-bombs.js";

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

async function definition(name: string, text: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

interface Case {
  name: string;
  text?: string;
  /** The definition's bytes when they are not UTF-8 text. */
  bytes?: Buffer;
  /** Prepares what the case needs besides the definition (an output folder, a lock). */
  setup?: () => Promise<void>;
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

/** Nested aliases: 9^7 copies of "lol" once expanded (the YAML "billion laughs"). */
const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ..."bcdefg".split("").map((k, i) => `${k}: &${k} [${Array(9).fill(`*${"abcdef"[i]}`).join(",")}]`),
  "title: x",
  "",
].join("\n");

const outFolder = (name: string) => join(dir, "folders", name);
const runInto = (name: string) => (def: string) => [
  "run",
  def,
  "--month",
  "2026-10",
  "--quiet",
  "--no-pdf",
  "--out",
  outFolder(name),
];
/** Files the user keeps in a folder they pass by mistake as --out; none may be touched. */
const USER_FILES: Record<string, string> = {
  "index.html": "<p>my own page</p>",
  "manifest.json": '{"mine": true}',
  ".partial-notes.txt": "draft",
};

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
    name: "a YAML alias bomb",
    text: ALIAS_BOMB,
    args: validate,
    code: 2,
    stderr: [
      /1 problem:$/,
      "  - the aliases (*name) expand to more than 100 copies, which looks like an alias bomb: write the values out, or use fewer, unnested aliases",
    ],
  },
  {
    name: "a definition saved as UTF-16",
    bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("title: x\n", "utf16le")]),
    args: validate,
    code: 2,
    stderr: [
      /1 problem:$/,
      "  - the file is saved as UTF-16: save it as UTF-8 (in most editors: Save As → Encoding: UTF-8) and run again",
    ],
  },
  {
    name: "a definition in UTF-16 without a byte order mark",
    bytes: Buffer.from("title: x\n", "utf16le"),
    args: validate,
    code: 2,
    stderr: [
      "  - the file holds NUL bytes (byte 1): it is UTF-16 or UTF-32 without a byte order mark, or not a text file; save it as UTF-8 (in most editors: Save As → Encoding: UTF-8) and run again",
    ],
  },
  {
    name: "a definition in Latin-1",
    bytes: Buffer.from("title: Solarpark Nørre Åby\n", "latin1"),
    args: validate,
    code: 2,
    stderr: [
      "  - the file is not valid UTF-8 (perhaps Latin-1 or Windows-1252): save it as UTF-8 (in most editors: Save As → Encoding: UTF-8) and run again",
    ],
  },
  {
    name: "an output folder solar-report did not write",
    setup: async () => {
      await mkdir(outFolder("mine"), { recursive: true });
      for (const [name, text] of Object.entries(USER_FILES))
        await writeFile(join(outFolder("mine"), name), text);
    },
    args: runInto("mine"),
    env: () => env(),
    code: 2,
    stderr: [
      /^solar-report: the output folder .*mine is not empty and was not written by solar-report \(it holds "\.partial-notes\.txt", "index\.html", "manifest\.json"\): choose an empty or new folder with --out, or the folder of a previous report$/,
    ],
  },
  {
    name: "a plants subfolder that is a symbolic link",
    setup: async () => {
      await mkdir(join(outFolder("linked"), "elsewhere"), { recursive: true });
      await symlink(join(outFolder("linked"), "elsewhere"), join(outFolder("linked"), "plants"));
    },
    args: runInto("linked"),
    env: () => env(),
    code: 2,
    stderr: [
      /^solar-report: .*linked\/plants is a symbolic link: solar-report writes only inside the output folder; remove it or choose another folder with --out$/,
    ],
  },
  {
    name: "a data subfolder that is a symbolic link",
    setup: async () => {
      await mkdir(join(outFolder("linked-data"), "elsewhere"), { recursive: true });
      await symlink(join(outFolder("linked-data"), "elsewhere"), join(outFolder("linked-data"), "data"));
    },
    args: runInto("linked-data"),
    env: () => env(),
    code: 2,
    stderr: [
      /^solar-report: .*linked-data\/data is a symbolic link: solar-report writes only inside the output folder; remove it or choose another folder with --out$/,
    ],
  },
  {
    name: "an output folder another run is writing to",
    setup: async () => {
      // This test process stands for the other run: its pid is alive on this host.
      await mkdir(outFolder("busy"), { recursive: true });
      const lock = {
        format: "solar-report output lock",
        pid: process.pid,
        host: hostname(),
        command: "run",
        startedAt: "2026-11-02T05:00:00.000Z",
        files: [],
      };
      await writeFile(join(outFolder("busy"), ".solar-report.lock"), JSON.stringify(lock));
    },
    args: runInto("busy"),
    env: () => env(),
    code: 1,
    stderr: [
      new RegExp(
        `^solar-report: another solar-report run \\(pid ${process.pid} on ${hostname()}, started 2026-11-02T05:00:00\\.000Z\\) is writing to the output folder .*busy: wait for it to finish or choose another folder with --out$`,
      ),
    ],
  },
  {
    name: "a plant-details XLSX that inflates to 100 MiB (a ZIP bomb)",
    text: "title: x\nplantDetails: bomb.xlsx\n",
    setup: () => writeFile(join(dir, "bomb.xlsx"), inflatingXlsx(100)),
    args: validate,
    code: 2,
    stderr: [
      /^ {2}- bomb\.xlsx: the workbook would inflate to 100 MiB from 0\.\d MiB on disk \(at most 50 MiB\): a plant-details sheet is far smaller: copy the plant details into a new workbook and save it, or save them as CSV$/,
    ],
  },
  {
    name: "a plant-details XLSX whose part inflates beyond the size it declares",
    text: "title: x\nplantDetails: liar.xlsx\n",
    setup: () =>
      writeFile(
        join(dir, "liar.xlsx"),
        forgeDeclaredSize(inflatingXlsx(8), "xl/worksheets/sheet1.xml", 1000),
      ),
    args: validate,
    code: 2,
    stderr: [
      '  - liar.xlsx: the workbook\'s part "xl/worksheets/sheet1.xml" inflates to more than the 1,000 bytes it declares: the file is damaged or crafted; a plant-details sheet is far smaller: copy the plant details into a new workbook and save it, or save them as CSV',
    ],
  },
  {
    name: "a plant-details XLSX of 20,000 parts",
    text: "title: x\nplantDetails: parts.xlsx\n",
    setup: () => writeFile(join(dir, "parts.xlsx"), manyPartsXlsx(20_000)),
    args: validate,
    code: 2,
    stderr: [
      "  - parts.xlsx: the workbook has 20,001 parts (at most 1,000): a plant-details sheet is far smaller: copy the plant details into a new workbook and save it, or save them as CSV",
    ],
  },
  {
    name: "an unknown command close to one",
    args: () => ["rnu"],
    code: 2,
    stderr: ['solar-report: unknown command "rnu": did you mean run? (see solar-report --help)'],
  },
  {
    name: "an unknown command close to none",
    args: () => ["fetch"],
    code: 2,
    stderr: [
      'solar-report: unknown command "fetch": the commands are run, merge, validate, demo, plants, token, sandbox, check, deliver (see solar-report --help)',
    ],
  },
  {
    name: "a sandbox on a port in use",
    args: () => ["sandbox", "--port", new URL(sandbox.baseUrl).port],
    code: 2,
    stderr: [
      /^solar-report: port \d+ on 127\.0\.0\.1 is in use \(another sandbox\?\): stop that process, or try --port \d+ \(--port 0 takes any free port\)$/,
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
  // Independent processes (each its own definition and folders): a few at a time, not one after
  // another; the checks below run once all of them have ended.
  it.concurrent.each(CASES)("$name → exit $code", async (c) => {
    const def = await definition(`${c.name}.yaml`, c.bytes ?? c.text ?? "title: x\n");
    await c.setup?.();
    const r = await cli(c.args(def), c.env?.() ?? cleanEnv(), c.stdin);
    expect(r.code, r.stderr).toBe(c.code);
    const lines = r.stderr.split("\n").filter((l) => l.trim() !== "");
    for (const expected of c.stderr) {
      const found = lines.some((l) => (typeof expected === "string" ? l === expected : expected.test(l)));
      expect(found, `expected a line ${String(expected)} in:\n${lines.join("\n")}`).toBe(true);
    }
    expect(r.stdout).toBe("");
  });

  it("never touches a folder it refuses", async () => {
    for (const [name, text] of Object.entries(USER_FILES)) {
      expect(await readFile(join(outFolder("mine"), name), "utf8")).toBe(text);
    }
    expect((await readdir(outFolder("mine"))).sort()).toEqual(Object.keys(USER_FILES).sort());
    expect(await readdir(join(outFolder("linked"), "elsewhere"))).toEqual([]);
    expect((await readdir(outFolder("busy"))).sort()).toEqual([".solar-report.lock"]);
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
