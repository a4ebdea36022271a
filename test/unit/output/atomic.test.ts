import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  moveFileAtomic,
  removeStaleTemps,
  TEMP_MARKER,
  tempNameFor,
  writeFileAtomic,
} from "../../../src/output/atomic.js";
import { OutputError, pathInside } from "../../../src/output/out-dir.js";
import { OutputFolder } from "../../../src/output/output-folder.js";
import { injectOutputFs, outputFs } from "../../../src/output/output-fs.js";

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

describe("moveFileAtomic", () => {
  it("on one file system: renames the file (no copy written, no flush: its writer flushed it)", async () => {
    const dir = await tmp();
    const from = join(dir, "spool-1.pdf");
    await writeFile(from, "%PDF plant");
    const calls: string[] = [];
    const real = { ...outputFs };
    const logged =
      <A extends unknown[]>(name: string, call: (...args: A) => Promise<void>) =>
      (...args: A) => {
        calls.push(`${name} ${args.filter((a) => typeof a === "string").join(" ")}`);
        return call(...args);
      };
    const restore = injectOutputFs({
      rename: logged("rename", real.rename),
      writeDurable: logged("write", real.writeDurable),
    });
    try {
      expect(await moveFileAtomic(from, join(dir, "plants", "a.pdf"))).toBe(true);
    } finally {
      restore();
    }
    expect(calls).toEqual([`rename ${from} ${join(dir, "plants", "a.pdf")}`]);
    expect(await readFile(join(dir, "plants", "a.pdf"), "utf8")).toBe("%PDF plant");
    expect((await readdir(dir)).sort()).toEqual(["plants"]);
  });

  it("across file systems (EXDEV): copies atomically, and copies the folder's next files at once", async () => {
    const dir = await tmp();
    const spool = join(dir, "spool");
    const real = { ...outputFs };
    let renames = 0;
    const restore = injectOutputFs({
      rename: (a, b) => {
        // Only a move out of the spool crosses "file systems"; the copy's own rename does not.
        if (String(a).startsWith(spool)) {
          renames++;
          return Promise.reject(Object.assign(new Error("cross-device link"), { code: "EXDEV" }));
        }
        return real.rename(a, b);
      },
    });
    try {
      for (const n of [1, 2]) {
        await mkdir(spool, { recursive: true });
        await writeFile(join(spool, `${n}.pdf`), `%PDF ${n}`);
        expect(await moveFileAtomic(join(spool, `${n}.pdf`), join(dir, "plants", `${n}.pdf`))).toBe(false);
      }
    } finally {
      restore();
    }
    expect(renames).toBe(1);
    expect(await readFile(join(dir, "plants", "1.pdf"), "utf8")).toBe("%PDF 1");
    expect(await readFile(join(dir, "plants", "2.pdf"), "utf8")).toBe("%PDF 2");
    expect((await readdir(join(dir, "plants"))).sort()).toEqual(["1.pdf", "2.pdf"]);
  });

  it("a move the disk refuses is an OutputError naming the file; nothing lands under the final name", async () => {
    const dir = await tmp();
    const from = join(dir, "spool-1.pdf");
    await writeFile(from, "%PDF plant");
    const restore = injectOutputFs({
      rename: () => Promise.reject(Object.assign(new Error("i/o error"), { code: "EIO" })),
    });
    const err = await moveFileAtomic(from, join(dir, "plants", "a.pdf")).catch((e: unknown) => e);
    restore();
    expect(err).toBeInstanceOf(OutputError);
    expect((err as Error).message).toMatch(/cannot write .*plants\/a\.pdf/);
    expect(await readdir(join(dir, "plants"))).toEqual([]);
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
