/**
 * A spooled PDF is flushed by the thread that wrote it (spool-file.ts), so that placing it
 * later is a rename alone (output/atomic.ts moveFileAtomic no longer flushes): its data is
 * written, flushed, then the file closed, and a write that fails still closes it.
 */
import { mkdtemp, open, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeSpoolFile } from "../../../src/render/pdf/workers/spool-file.js";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** node's open, each call on the handle it returns logged by name. */
function watchedOpen(calls: string[], fail?: string): typeof open {
  return (async (...args: Parameters<typeof open>) => {
    const handle = await open(...args);
    return new Proxy(handle, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        return (...a: unknown[]) => {
          calls.push(String(key));
          if (key === fail)
            return Promise.reject(Object.assign(new Error("no space left"), { code: "ENOSPC" }));
          return value.apply(target, a);
        };
      },
    });
  }) as typeof open;
}

describe("writeSpoolFile", () => {
  it("writes the bytes, flushes them, then closes the file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "spool-file-"));
    dirs.push(dir);
    const calls: string[] = [];
    await writeSpoolFile(join(dir, "1-1.pdf"), new TextEncoder().encode("%PDF plant"), watchedOpen(calls));
    expect(calls).toEqual(["writeFile", "datasync", "close"]);
    expect(await readFile(join(dir, "1-1.pdf"), "utf8")).toBe("%PDF plant");
  });

  it("a flush the disk refuses fails the write, and the file is still closed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "spool-file-"));
    dirs.push(dir);
    const calls: string[] = [];
    const write = writeSpoolFile(join(dir, "1-1.pdf"), new Uint8Array(3), watchedOpen(calls, "datasync"));
    await expect(write).rejects.toThrow("no space left");
    expect(calls).toEqual(["writeFile", "datasync", "close"]);
  });
});
