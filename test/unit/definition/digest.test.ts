/** definitionDigest: what merge compares shards' definitions by. */
import { describe, expect, it } from "vitest";
import { definitionDigest, parseDefinition } from "../../../src/definition/index.js";

const parse = (yaml: string) => parseDefinition(yaml, "inline.yaml", process.cwd());
const BASE = 'title: T\nperiod: "2026-10"\nplants: all\n';

describe("definitionDigest", () => {
  it("is the same for the same settings, whatever the key order or fetch tuning", () => {
    const a = definitionDigest(parse(BASE));
    expect(a).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(definitionDigest(parse('plants: all\nperiod: "2026-10"\ntitle: T\n'))).toBe(a);
    expect(definitionDigest(parse(`${BASE}concurrency: 3\ntimeoutMs: 5000\nretry: { retries: 1 }\n`))).toBe(
      a,
    );
    // A pace is how the data is fetched too: shards may each be given their share.
    expect(definitionDigest(parse(`${BASE}maxRequestsPerSecond: 25\n`))).toBe(a);
  });

  it("differs when what is reported differs", () => {
    const a = definitionDigest(parse(BASE));
    expect(definitionDigest(parse(`${BASE}history: 6\n`))).not.toBe(a);
    expect(definitionDigest(parse(BASE.replace("T", "U")))).not.toBe(a);
    expect(definitionDigest(parse(`${BASE}targets: { pr: 0.7 }\n`))).not.toBe(a);
  });

  it("counts the logo by file name, not by the folder a runner checked it out in", () => {
    const def = parse(BASE);
    const at = (logoPath: string) => ({ ...def, branding: { ...def.branding, logoPath } });
    expect(definitionDigest(at("/runner-1/work/logo.png"))).toBe(
      definitionDigest(at("/runner-2/x/logo.png")),
    );
    expect(definitionDigest(at("/runner-1/work/logo.png"))).not.toBe(definitionDigest(at("/r/other.png")));
  });
});
