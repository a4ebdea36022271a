import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { removeStaleTemps, TEMP_MARKER, tempNameFor, writeFileAtomic } from "../../../src/output/atomic.js";
import { OutputError, pathInside } from "../../../src/output/out-dir.js";
import { OutputFolder } from "../../../src/output/output-folder.js";

async function prepareOutDir(dir: string): Promise<void> {
  const folder = await OutputFolder.claim(dir, {
    command: "run",
    report: { month: "2026-10", title: "Test", definition: null },
  });
  await folder.prepare();
  await folder.unlock();
}

async function tmp(): Promise<string> {
  return mkdtemp(join(tmpdir(), "solar-out-"));
}

describe("writeFileAtomic", () => {
  it("writes the content under the final name and leaves no temporary file", async () => {
    const dir = await tmp();
    await writeFileAtomic(join(dir, "a", "x.txt"), "hello");
    expect(await readFile(join(dir, "a", "x.txt"), "utf8")).toBe("hello");
    expect(await readdir(join(dir, "a"))).toEqual(["x.txt"]);
  });

  it("replaces an existing file whole", async () => {
    const dir = await tmp();
    const p = join(dir, "x.txt");
    await writeFile(p, "old content that is longer");
    await writeFileAtomic(p, "new");
    expect(await readFile(p, "utf8")).toBe("new");
  });

  it("temporary names stay in the same folder and carry the marker", () => {
    const t = tempNameFor("/out/plants/a.pdf");
    expect(t.startsWith(`/out/plants/${TEMP_MARKER}`)).toBe(true);
    expect(t.endsWith("-a.pdf")).toBe(true);
  });
});

describe("prepareOutDir", () => {
  it("removes stale temporaries and the previous manifest, keeps finished files", async () => {
    const dir = await tmp();
    await prepareOutDir(dir);
    await writeFile(
      join(dir, "manifest.json"),
      JSON.stringify({ schemaVersion: 1, plants: [], workbooks: {} }),
    );
    await writeFile(join(dir, "plants", `${TEMP_MARKER}abc-x.pdf`), "half");
    await writeFile(join(dir, "plants", "done.pdf"), "done");
    await prepareOutDir(dir);
    expect((await readdir(dir)).sort()).toEqual(["plants", "workbooks"]);
    expect(await readdir(join(dir, "plants"))).toEqual(["done.pdf"]);
    expect(await removeStaleTemps(dir)).toBe(0);
  });

  it("fails with an actionable message when the folder cannot be written", async () => {
    const dir = await tmp();
    await writeFile(join(dir, "file"), "x");
    await expect(prepareOutDir(join(dir, "file", "sub"))).rejects.toThrow(
      /cannot write to the output folder .* --out/,
    );
  });
});

describe("pathInside", () => {
  it("keeps names inside the sub-folder", () => {
    expect(pathInside("/out", "plants", "a.pdf")).toEqual({ abs: "/out/plants/a.pdf", rel: "plants/a.pdf" });
  });
  it.each(["../x.pdf", "../../etc/passwd", "a/b.pdf", "..", "", "."])("refuses %j", (name) => {
    expect(() => pathInside("/out", "plants", name)).toThrow(OutputError);
  });
});
