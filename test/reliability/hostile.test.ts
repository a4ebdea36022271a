/**
 * Hostile data (issue "Reliability and security", 3): plant names from the service are
 * data, never paths or terminal control; oversized, deeply nested, non-JSON or wrongly
 * shaped responses fail that plant with a clear error (not the process, not retried), and
 * non-numeric values become null plus a counted warning. The service is the sandbox behind
 * a proxy on 127.0.0.1 that renames plants and answers chosen plants' data requests.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonDepth, MAX_JSON_DEPTH, valueDepth } from "../../src/api/parse.js";
import { formatError, UsageError } from "../../src/cli/errors.js";
import { createReporter, field, LOG_FIELD_MAX } from "../../src/cli/reporter.js";
import { OutputError, PLANT_DIR, pathInside } from "../../src/output/out-dir.js";
import type { RunEvent } from "../../src/pipeline/run/events.js";
import { LAYOUT_NAME_MAX, renderPlantPdf } from "../../src/render/pdf/pages/render-plant-pdf.js";
import { plantPdfFileName, TakenNames } from "../../src/render/pdf/workers/file-name.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { cleanEnv } from "../e2e/cli.js";
import { sampleModel } from "../fixtures/model.js";
import { toolsAvailable } from "../helpers/tools.js";
import { type ServiceProxy, startProxy } from "./helpers/proc-proxy.js";
import { type Finished, RUN_MONTH, runCli, writeDefinition } from "./helpers/proc-run.js";
import { checkIntegrity, listFiles } from "./helpers/scan-files.js";

const sh = promisify(execFile);

/** Control characters (C0, C1), Unicode line separators and bidi controls. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Characters XML 1.0 forbids (workbook parts are XML). */
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

const HOSTILE_NAMES = [
  "../../escape",
  "/etc/passwd",
  "..\\..\\windows\\system32\\evil",
  "CON",
  "nul.txt",
  "COM1",
  "\u001b[2J\u001b[31mred\r\nforged log line\u0007",
  "\u202Efdp.exe",
  "é".repeat(3000),
  " .. ",
  "con",
  "Line\u2028Separator\u0085NEL\u009b31m",
];

function assertSafeFileName(name: string): void {
  expect(name).toMatch(/\.pdf$/);
  expect(name).not.toMatch(/[/\\<>:"|?*]/);
  expect(name).not.toMatch(CONTROL);
  expect(name).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  expect(name.startsWith(".")).toBe(false);
  expect(name).not.toMatch(/[. ]\.pdf$/);
  expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
  expect(WINDOWS_RESERVED.test(name.split(".")[0]!)).toBe(false);
  expect(() => pathInside("/out", PLANT_DIR, name)).not.toThrow();
}

describe("plantPdfFileName with hostile names", () => {
  it("gives safe, unique names inside plants/ for every hostile name", () => {
    const taken = new TakenNames();
    const names = HOSTILE_NAMES.map((name, i) => plantPdfFileName({ id: `id-${i}`, name }, "2026-10", taken));
    for (const n of names) assertSafeFileName(n);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it.each(["../x.pdf", "/etc/passwd", "a/../../b", "..", ""])("pathInside refuses %j", (name) => {
    expect(() => pathInside("/out", PLANT_DIR, name)).toThrow(OutputError);
  });
});

describe("control characters never reach a log line", () => {
  const events: RunEvent[] = [
    { type: "plan", month: RUN_MONTH, plants: 2, requests: 4, concurrency: 2 },
    ...HOSTILE_NAMES.map(
      (name, i): RunEvent => ({ type: "plant", id: `id-${i}`, name, status: "failed", error: `bad ${name}` }),
    ),
    { type: "warning", message: "\u001b]0;title\u0007warn\nnext" },
  ];
  const capture = (isTTY: boolean) => {
    let text = "";
    const stream = new Writable({
      write(chunk, _enc, cb) {
        text += String(chunk);
        cb();
      },
    }) as unknown as NodeJS.WriteStream;
    stream.isTTY = isTTY;
    stream.columns = 120;
    return { stream, text: () => text };
  };

  it.each([
    ["json", false],
    ["json", true],
  ] as const)("%s (quiet %s): every line is one JSON object without control characters", (format, quiet) => {
    const out = capture(false);
    const sink = createReporter({ format, quiet, stream: out.stream });
    for (const e of events) sink(e);
    const lines = out.text().split("\n").slice(0, -1);
    expect(lines.length).toBeGreaterThanOrEqual(HOSTILE_NAMES.length);
    for (const line of lines) {
      expect(line).not.toMatch(CONTROL);
      expect(JSON.stringify(JSON.parse(line))).not.toMatch(/\\u00(0|1|7f|8|9)/i);
    }
  });

  it("pretty on a terminal: the failure lines are clean", () => {
    for (const quiet of [true, false]) {
      const out = capture(true);
      const sink = createReporter({ format: "pretty", quiet, stream: out.stream });
      for (const e of events) sink(e);
      const failures = out.text().match(/plant [^\n]* failed: [^\n]*/g) ?? [];
      expect(failures).toHaveLength(HOSTILE_NAMES.length);
      // The bar's own escape codes are the reporter's; the service's text carries none.
      for (const line of failures) expect(line).not.toMatch(CONTROL);
      if (quiet) expect(out.text().replace(/\n/g, "")).not.toMatch(CONTROL);
    }
  });

  it("a fatal error is one clean line", () => {
    const line = formatError(new UsageError("plant \u001b[2Jx\r\nforged: y\u202e"));
    expect(line).not.toMatch(CONTROL);
  });
});

describe("huge text from the service: cut by grapheme clusters, in bounded time", () => {
  const FAMILY = "\u{1F468}\u200D\u{1F469}\u200D\u{1F467}"; // one grapheme cluster, 8 UTF-16 units
  const HUGE = FAMILY.repeat(13_000); // 104 kB of UTF-16
  const CUT = `${FAMILY.repeat(LOG_FIELD_MAX - 1)}…`;

  it.each([
    ["a 100 kB name of emoji families", HUGE, CUT],
    [
      "combining marks stay on their letter",
      "e\u0301".repeat(1000),
      `${"e\u0301".repeat(LOG_FIELD_MAX - 1)}…`,
    ],
    ["a name within the limit is kept whole", "Solarpark Nørre Åby", "Solarpark Nørre Åby"],
  ])("log field: %s", (_what, name, expected) => {
    expect(field(name)).toBe(expected);
  });

  it("a 100 kB plant name: every log line holds at most the cut name (JSON and pretty)", () => {
    const events: RunEvent[] = [
      { type: "plan", month: RUN_MONTH, plants: 1, requests: 2, concurrency: 1 },
      { type: "plant", id: "p", name: HUGE, status: "failed", error: `plant ${HUGE} answered 500` },
    ];
    for (const format of ["json", "pretty"] as const) {
      let text = "";
      const stream = new Writable({
        write(chunk, _enc, cb) {
          text += String(chunk);
          cb();
        },
      }) as unknown as NodeJS.WriteStream;
      const sink = createReporter({ format, quiet: false, stream });
      for (const e of events) sink(e);
      const line = text.split("\n").find((l) => l.includes(FAMILY))!;
      if (format === "json") expect(JSON.parse(line)).toMatchObject({ name: CUT });
      else expect(line.startsWith(`plant ${CUT} failed: plant `)).toBe(true);
      expect(line.length).toBeLessThan(2 * CUT.length + 200);
    }
  });

  it("a 6,000-character plant name: the PDF is laid out with the name cut to 160 clusters", async () => {
    const model = sampleModel();
    const plant = { ...model.plants[0]!, name: "x".repeat(6000) };
    const pdf = await renderPlantPdf(model, plant, { compress: false });
    expect(pdf.subarray(pdf.length - 8).toString("latin1")).toMatch(/%%EOF\s*$/);
    if (!toolsAvailable(["pdftotext"], "the cut name in the PDF")) return;
    const dir = await mkdtemp(join(tmpdir(), "solar-long-name-"));
    await writeFile(join(dir, "p.pdf"), pdf);
    const { stdout } = await sh("pdftotext", ["-q", "-enc", "UTF-8", join(dir, "p.pdf"), "-"]);
    await rm(dir, { recursive: true, force: true });
    // Page 1's header wraps the cut name (159 letters and "…"); later pages' running headers cut it shorter.
    const page1 = stdout.split("\f")[0]!;
    expect(page1.replace(/\s/g, "")).toContain(`${"x".repeat(LAYOUT_NAME_MAX - 1)}…`);
    expect(page1.replace(/\s/g, "")).not.toContain("x".repeat(LAYOUT_NAME_MAX));
  });
});

describe("a hostile service: one CLI run against a proxy", () => {
  let sandbox: Sandbox;
  let proxy: ServiceProxy;
  let work: string;
  let out: string;
  let run: Finished;
  let manifest: {
    status: string;
    requests: { retried: number };
    plants: { id: string; name: string; status: string; error?: string; pdf?: string }[];
  };
  let ids: string[];
  /** Bytes the proxy managed to send of the endless body before the client hung up. */
  const oversizedSent: number[] = [];
  let nonNumericServed = 0;
  const BAD = {
    oversized: 12,
    deep: 13,
    notJson: 14,
    wrongShape: 15,
    deep500: 16,
    nonNumeric: 9,
  } as const;
  const ENDLESS = 256 * 1024 * 1024;

  const historical = (plant: number) =>
    [...proxy.counts].filter(([k]) => k === `POST /data/plant/historical ${ids[plant]}`)[0]?.[1] ?? 0;

  beforeAll(async () => {
    sandbox = await startSandbox({ plants: 17, seed: 5 });
    ids = sandbox.plants.map((p) => p.id);
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    proxy = await startProxy(sandbox.baseUrl, {
      intercept: (req, res) => {
        if (req.path !== "/data/plant/historical") return false;
        const i = ids.indexOf(String(req.json?.plant_id));
        if (i === BAD.oversized) {
          endless(res);
          return true;
        }
        const answers: Record<number, [number, string]> = {
          [BAD.deep]: [200, deep],
          [BAD.notJson]: [200, "<html><body>\u001b[31mBad gateway</body></html>"],
          [BAD.wrongShape]: [200, JSON.stringify({ data: 42 })],
          [BAD.deep500]: [500, deep],
        };
        const answer = answers[i];
        if (!answer) return false;
        res.writeHead(answer[0], { "content-type": "application/json" });
        res.end(answer[1]);
        return true;
      },
      rewrite: (req, status, body) => {
        if (status !== 200) return undefined;
        if (req.path === "/data/plant/list") {
          const plants = JSON.parse(body.toString("utf8")) as { id: string; name: string }[];
          for (const p of plants) {
            const i = ids.indexOf(p.id);
            if (i < HOSTILE_NAMES.length) p.name = HOSTILE_NAMES[i]!;
          }
          return Buffer.from(JSON.stringify(plants));
        }
        if (req.path === "/data/plant/historical" && req.json?.plant_id === ids[BAD.nonNumeric])
          return Buffer.from(JSON.stringify(spoilValues(JSON.parse(body.toString("utf8")))));
        return undefined;
      },
    });
    work = await mkdtemp(join(tmpdir(), "solar-hostile-"));
    out = join(work, "nest", "out");
    const definition = await writeDefinition(work, { concurrency: 6 });
    const env = cleanEnv({ SOLAR_API_BASE_URL: proxy.baseUrl, ...credentials(sandbox) });
    run = await runCli(["run", definition, "--out", out, "--month", RUN_MONTH, "--log-format", "json"], env);
    manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8"));
  });

  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** Streams "[" and spaces (a valid JSON prefix) until the client hangs up. */
  function endless(res: import("node:http").ServerResponse): void {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    res.writeHead(200, { "content-type": "application/json" });
    res.write("[");
    res.on("close", () => oversizedSent.push(sent));
    const pump = () => {
      while (sent < ENDLESS && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end("]");
    };
    pump();
  }

  function spoilValues(entries: { data: Record<string, { value: string | null }[]> }[]): unknown {
    const bad = ["N/A", "1e999", "12,5", "NaN", "0x10", ""];
    for (const entry of entries) {
      const first = Object.values(entry.data)[0] ?? [];
      first
        .filter((p) => p.value !== null)
        .slice(0, 3)
        .forEach((p) => {
          p.value = bad[nonNumericServed++ % bad.length]!;
        });
    }
    return entries;
  }

  it("finishes with exit 3: only the plants with bad responses failed, each with a clear error", () => {
    expect(run.code, run.stderr.slice(-2000)).toBe(3);
    expect(manifest.status).toBe("partial");
    const failed = manifest.plants.filter((p) => p.status === "failed").map((p) => ids.indexOf(p.id));
    expect(failed.sort((a, b) => a - b)).toEqual([
      BAD.oversized,
      BAD.deep,
      BAD.notJson,
      BAD.wrongShape,
      BAD.deep500,
    ]);
    const error = (i: number) => manifest.plants.find((p) => p.id === ids[i])!.error ?? "";
    expect(error(BAD.oversized)).toMatch(/response too large .*cap 33554432 bytes/);
    expect(error(BAD.deep)).toMatch(/nested deeper than 64 levels/);
    expect(error(BAD.notJson)).toMatch(/200 with a body that is not JSON/);
    expect(error(BAD.wrongShape)).toMatch(/expected a JSON array of KPI data entries, got object/);
    expect(error(BAD.deep500)).toMatch(/500 .*gave up after 3 attempts/);
    // Not a stack overflow in the error path, misread as a network error.
    for (const i of Object.values(BAD)) expect(error(i)).not.toMatch(/Maximum call stack|network error/);
    for (const i of Object.values(BAD)) expect(error(i)).not.toMatch(CONTROL);
  });

  it("bad bodies are not retried (only the 500 is, within the retry budget, and once more in the second pass)", () => {
    const normal = historical(0);
    expect(normal).toBeGreaterThanOrEqual(1);
    for (const i of [BAD.oversized, BAD.deep, BAD.notJson, BAD.wrongShape])
      expect(historical(i)).toBe(normal);
    expect(historical(BAD.deep500)).toBe(normal * 3 * 2);
  });

  it("the size cap is enforced while streaming: the client hung up long before the endless body ended", () => {
    expect(oversizedSent.length).toBeGreaterThanOrEqual(1);
    for (const sent of oversizedSent) {
      expect(sent).toBeGreaterThan(32 * 1024 * 1024 - 64 * 1024);
      // The cap plus what socket buffers hold, not the 256 MiB the server would send.
      expect(sent).toBeLessThan(48 * 1024 * 1024);
    }
    console.info(
      `hostile test: endless bodies cut at ${oversizedSent.map((b) => (b / 2 ** 20).toFixed(1)).join(", ")} MiB`,
    );
  });

  it("hostile plant names stay inside the output folder, with safe file names", async () => {
    const everything = await listFiles(work);
    for (const rel of everything) expect(rel === "definition.json" || rel.startsWith("nest/out/")).toBe(true);
    expect(existsSync("/etc/passwd.pdf")).toBe(false);
    const integrity = await checkIntegrity(out);
    expect(integrity.problems).toEqual([]);
    expect(integrity.temps).toEqual([]);
    const pdfs = (await listFiles(join(out, PLANT_DIR))).map((f) => f.split("/").pop()!);
    expect(pdfs).toHaveLength(17 - 5);
    for (const name of pdfs) assertSafeFileName(name);
    const listed = manifest.plants.filter((p) => p.pdf).map((p) => p.pdf!.replace(/^plants\//, ""));
    expect(listed.sort()).toEqual([...pdfs].sort());
    // The names themselves are kept as data.
    expect(manifest.plants.map((p) => p.name)).toEqual(expect.arrayContaining(HOSTILE_NAMES.slice(0, 9)));
  });

  it("non-numeric values become null and are counted (the PDF says how many)", async () => {
    expect(nonNumericServed).toBeGreaterThan(0);
    const plant = manifest.plants.find((p) => p.id === ids[BAD.nonNumeric])!;
    expect(plant.status).toBe("ok");
    const { stdout } = await sh("pdftotext", ["-q", join(out, plant.pdf!), "-"]);
    expect(stdout.replace(/\s+/g, " ")).toContain(
      `Unreadable values ${nonNumericServed}, treated as missing`,
    );
  });

  it("the log lines carry no control characters", () => {
    const lines = run.stderr.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line).not.toMatch(CONTROL);
  });

  it("the workbooks' XML parts carry no character XML 1.0 forbids", async () => {
    for (const rel of await listFiles(join(out, "workbooks"))) {
      const parts = unzipSync(await readFile(join(out, "workbooks", rel)));
      for (const [part, data] of Object.entries(parts)) {
        if (part.endsWith(".xml"))
          expect(Buffer.from(data).toString("utf8"), `${rel}!${part}`).not.toMatch(XML_INVALID);
      }
    }
  });
});

describe("jsonDepth (the nesting guard, before JSON.parse)", () => {
  it("counts arrays and objects, not brackets inside strings, and stops past the limit", () => {
    expect(jsonDepth('[{"data":{"k":[{"ts":"1","value":"2"}]}}]')).toBe(5);
    expect(jsonDepth('{"a":"[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth("[".repeat(1_000_000))).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe("valueDepth (the nesting guard, on the parsed value)", () => {
  it("gives the depth jsonDepth gives the text, and stops past the limit", () => {
    for (const text of [
      '[{"data":{"k":[{"ts":"1","value":"2"}]}}]',
      '{"a":"[[[[\\"[[["}',
      "[]",
      "1",
      '"x"',
      "[[],[[{}]]]",
    ])
      expect(valueDepth(JSON.parse(text)), text).toBe(jsonDepth(text));
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(valueDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe("a hostile plant list is one clear fatal error", () => {
  it("a deeply nested plant list: exit 1, one line naming the problem", async () => {
    const sandbox = await startSandbox({ plants: 2 });
    const proxy = await startProxy(sandbox.baseUrl, {
      intercept: (req, res) => {
        if (req.path !== "/data/plant/list") return false;
        res.writeHead(200, { "content-type": "application/json" });
        res.end("[".repeat(50_000) + "]".repeat(50_000));
        return true;
      },
    });
    try {
      const env = cleanEnv({ SOLAR_API_BASE_URL: proxy.baseUrl, ...credentials(sandbox) });
      const r = await runCli(["plants", "--json"], env);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/nested deeper than 64 levels/);
      expect(r.stderr).not.toMatch(/internal error|Maximum call stack/);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  });
});

function credentials(sandbox: Sandbox): Record<string, string> {
  return {
    SOLAR_API_USERNAME: sandbox.credentials.username,
    SOLAR_API_PASSWORD: sandbox.credentials.password,
  };
}
