/**
 * The CI examples under examples/ parse, call the CLI's shard and merge interface, run on
 * the 2nd of the month, and never put a secret on a command line: credentials reach the
 * program through `env:` only (DESIGN.md, "Contracts": credentials only from the environment).
 * They run `check` before the report, let the calls leave from a registered address (a proxy
 * from a secret as HTTPS_PROXY, or a runner of one's own), and deliver optionally.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";

const ROOT = join(import.meta.dirname, "../../examples");
const FILES = readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((f) => /\.ya?ml$/.test(f));

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function load(rel: string): Json[] {
  const docs = parseAllDocuments(readFileSync(join(ROOT, rel), "utf8"));
  for (const d of docs) expect(d.errors, `${rel}: ${d.errors.join("; ")}`).toEqual([]);
  return docs.map((d) => d.toJS() as Json);
}

/** Every string value with the keys leading to it. */
function strings(node: Json, path: string[] = []): { value: string; path: string[] }[] {
  if (typeof node === "string") return [{ value: node, path }];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, [...path, String(i)]));
  if (node !== null && typeof node === "object")
    return Object.entries(node).flatMap(([k, v]) => strings(v, [...path, k]));
  return [];
}

const COMMAND_KEYS = new Set(["run", "script", "before_script", "after_script", "command", "args"]);
const isCommand = (path: string[]) => path.some((k) => COMMAND_KEYS.has(k));
const get = (node: Json, ...keys: string[]): Json =>
  keys.reduce<Json>(
    (n, k) => (n !== null && typeof n === "object" ? ((n as Record<string, Json>)[k] ?? null) : null),
    node,
  );
const commands = (doc: Json) =>
  strings(doc)
    .filter((s) => isCommand(s.path))
    .map((s) => s.value)
    .join("\n");

describe("CI examples", () => {
  it("are all there and parse", () => {
    expect(FILES.sort()).toEqual(
      expect.arrayContaining([
        "github-actions/monthly-report.yml",
        "gitlab-ci/monthly-report.yml",
        "kubernetes/monthly-report-job.yaml",
      ]),
    );
    for (const f of FILES) expect(load(f).length).toBeGreaterThan(0);
  });

  it.each(FILES)("%s never puts a secret on a command line", (rel) => {
    for (const doc of load(rel)) {
      for (const { value, path } of strings(doc)) {
        expect(value, `${rel} ${path.join(".")}`).not.toMatch(/--password\b|--token\b/);
        if (/\bsecrets\./.test(value) || path.includes("secretKeyRef"))
          expect(path, `${rel}: a secret outside env: at ${path.join(".")}`).toContain("env");
        if (isCommand(path))
          expect(value, `${rel} ${path.join(".")}`).not.toMatch(
            /SOLAR_API_(PASSWORD|TOKEN|USERNAME)|SOLAR_SMTP_URL|SOLAR_EGRESS_PROXY|HTTPS_PROXY|secrets\./,
          );
      }
    }
  });

  it("GitHub: cron on the 2nd, a month input, three shards, a merge, artifacts kept on exit 3", () => {
    const [wf] = load("github-actions/monthly-report.yml");
    const crons = (get(wf!, "on", "schedule") as { cron: string }[]).map((s) => s.cron.split(/\s+/));
    expect(crons.length).toBeGreaterThan(0);
    // minute hour day-of-month month day-of-week: the 2nd, every month, any weekday
    for (const c of crons) expect([c[2], c[3], c[4]]).toEqual(["2", "*", "*"]);
    expect(get(wf!, "on", "workflow_dispatch", "inputs", "month", "required")).toBe(false);
    expect(get(wf!, "jobs", "report", "strategy", "matrix", "shard")).toEqual([1, 2, 3]);
    const report = commands(get(wf!, "jobs", "report"));
    expect(report).toContain("solar-report run");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JS
    expect(report).toContain("--shard ${{ matrix.shard }}/3");
    expect(report).toContain('--generated-at "$GENERATED_AT"');
    const merge = commands(get(wf!, "jobs", "merge"));
    expect(merge).toMatch(/solar-report merge .* --out /);
    expect(merge).toContain('--generated-at "$GENERATED_AT"');
    for (const job of ["report", "merge"]) {
      const steps = get(wf!, "jobs", job, "steps") as Json[];
      const uploads = steps.filter((s) => String(get(s, "uses")).startsWith("actions/upload-artifact"));
      expect(uploads.length).toBe(1);
      expect(get(uploads[0]!, "if")).toBe("always()");
    }
  });

  it("GitLab: parallel 3 with CI_NODE_INDEX, schedule rules, a MONTH variable, a merge stage", () => {
    const [ci] = load("gitlab-ci/monthly-report.yml");
    expect(JSON.stringify(get(ci!, "workflow", "rules"))).toContain('\\"schedule\\"');
    expect(get(ci!, "variables", "MONTH")).not.toBeNull();
    expect(get(ci!, "report", "parallel")).toBe(3);
    expect(commands(get(ci!, "report"))).toContain('--shard "$CI_NODE_INDEX/$CI_NODE_TOTAL"');
    expect(get(ci!, "report", "allow_failure", "exit_codes")).toEqual([3]);
    expect(get(ci!, "report", "artifacts", "when")).toBe("always");
    expect(get(ci!, "merge", "stage")).toBe("merge");
    expect(commands(get(ci!, "merge"))).toMatch(/solar-report merge shards\/\* --out /);
  });

  it("Kubernetes: an Indexed Job of 3 mapping JOB_COMPLETION_INDEX to the shard, credentials from a Secret", () => {
    const [job] = load("kubernetes/monthly-report-job.yaml");
    expect(get(job!, "spec", "completionMode")).toBe("Indexed");
    expect(get(job!, "spec", "completions")).toBe(3);
    expect(get(job!, "spec", "parallelism")).toBe(3);
    const container = get(job!, "spec", "template", "spec", "containers", "0");
    const env = get(container, "env") as { name: string; valueFrom?: Json }[];
    for (const name of ["SOLAR_API_BASE_URL", "SOLAR_API_USERNAME", "SOLAR_API_PASSWORD"])
      expect(get(env.find((e) => e.name === name)?.valueFrom ?? null, "secretKeyRef", "name")).toBe(
        "solar-api",
      );
    const script = commands(container);
    expect(script).toContain("JOB_COMPLETION_INDEX + 1");
    expect(script).toContain('--shard "$shard/3"');
  });
});

describe("CI examples: a registered address, check first, delivery optional", () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JS
  const PROXY_SECRET = "${{ secrets.SOLAR_EGRESS_PROXY }}";

  it("GitHub: a check job no shard starts without, HTTPS_PROXY from a secret, an opt-in deliver job", () => {
    const [wf] = load("github-actions/monthly-report.yml");
    expect(commands(get(wf!, "jobs", "check"))).toMatch(/npx solar-report check$/m);
    expect(get(wf!, "jobs", "report", "needs")).toContain("check");
    for (const job of ["check", "report"]) {
      const steps = get(wf!, "jobs", job, "steps") as Json[];
      const service = steps.filter((st) => /solar-report (check|run)/.test(String(get(st, "run"))));
      expect(service.length).toBe(1);
      expect(get(service[0]!, "env", "HTTPS_PROXY")).toBe(PROXY_SECRET);
      expect(String(get(service[0]!, "run"))).toContain("NODE_EXTRA_CA_CERTS");
    }
    const deliver = get(wf!, "jobs", "deliver");
    expect(String(get(deliver, "if"))).toContain("vars.SOLAR_DELIVER == 'true'");
    expect(get(deliver, "needs")).toContain("merge");
    const steps = get(deliver, "steps") as Json[];
    const send = steps.find((st) => get(st, "id") === "deliver")!;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JS
    expect(get(send, "env", "SOLAR_SMTP_URL")).toBe("${{ secrets.SOLAR_SMTP_URL }}");
    expect(commands(deliver)).toContain('npx solar-report deliver "reports/$MONTH" --dry-run');
    const upload = steps.find((st) => String(get(st, "uses")).startsWith("actions/upload-artifact"))!;
    expect(get(upload, "with", "overwrite")).toBe(true);
  });

  it("GitLab: a check stage before the report, HTTPS_PROXY from a variable, a manual deliver job", () => {
    const [ci] = load("gitlab-ci/monthly-report.yml");
    expect(get(ci!, "stages")).toEqual(["check", "report", "merge", "deliver"]);
    expect(commands(get(ci!, "check"))).toBe("npx solar-report check");
    expect(get(ci!, "report", "needs")).toEqual(["check"]);
    for (const job of ["check", "report"]) expect(get(ci!, job, "extends")).toBe(".service");
    expect(get(ci!, ".service", "variables", "HTTPS_PROXY")).toBe("$SOLAR_EGRESS_PROXY");
    expect(JSON.stringify(get(ci!, "deliver", "rules"))).toContain('"when":"manual"');
    expect(commands(get(ci!, "deliver"))).toContain('npx solar-report deliver "reports/$REPORT_MONTH"');
  });

  it("Kubernetes: check in an init container, HTTPS_PROXY from an optional Secret, a deliver Job", () => {
    const [job] = load("kubernetes/monthly-report-job.yaml");
    const pod = get(job!, "spec", "template", "spec");
    const init = get(pod, "initContainers", "0");
    expect(get(init, "command")).toEqual(["solar-report", "check"]);
    for (const c of [init, get(pod, "containers", "0")]) {
      const env = get(c, "env") as { name: string; valueFrom?: Json }[];
      const proxy = env.find((e) => e.name === "HTTPS_PROXY")?.valueFrom ?? null;
      expect(get(proxy, "secretKeyRef")).toEqual({
        name: "solar-egress",
        key: "https-proxy",
        optional: true,
      });
    }
    const [deliver] = load("kubernetes/monthly-report-deliver-job.yaml");
    const container = get(deliver!, "spec", "template", "spec", "containers", "0");
    const env = get(container, "env") as { name: string; valueFrom?: Json }[];
    expect(get(env.find((e) => e.name === "SOLAR_SMTP_URL")?.valueFrom ?? null, "secretKeyRef", "name")).toBe(
      "solar-smtp",
    );
    expect(commands(container)).toContain('solar-report deliver "/reports/$REPORT_MONTH/report"');
  });
});

describe("README's sandbox example", () => {
  it("exports the credentials the sandbox accepts", async () => {
    const { DEMO_CREDENTIALS } = await import("../../src/sandbox/index.js");
    const readme = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8");
    expect(readme).toContain(`export SOLAR_API_USERNAME=${DEMO_CREDENTIALS.username}\n`);
    expect(readme).toContain(`export SOLAR_API_PASSWORD=${DEMO_CREDENTIALS.password}\n`);
  });
});
