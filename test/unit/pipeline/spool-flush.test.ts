/**
 * A spooled PDF is flushed as soon as it is spooled (pdf-spool.ts flushSpooled, called by
 * pdf-stream.ts), so that placing it later is a rename alone (output/atomic.ts moveFileAtomic
 * does not flush): the file is flushed, then closed, and a flush that fails still closes it.
 */
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { flushSpooled } from "../../../src/pipeline/run/pdf-spool.js";

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

describe("flushSpooled", () => {
  it("flushes the spooled file, then closes it; its bytes are left as they are", async () => {
    const dir = await mkdtemp(join(tmpdir(), "spool-flush-"));
    dirs.push(dir);
    await writeFile(join(dir, "1-1.pdf"), "%PDF plant");
    const calls: string[] = [];
    await flushSpooled(join(dir, "1-1.pdf"), watchedOpen(calls));
    expect(calls).toEqual(["datasync", "close"]);
  });

  it("a flush the disk refuses fails, and the file is still closed", async () => {
    const dir = await mkdtemp(join(tmpdir(), "spool-flush-"));
    dirs.push(dir);
    await writeFile(join(dir, "1-1.pdf"), "%PDF plant");
    const calls: string[] = [];
    await expect(flushSpooled(join(dir, "1-1.pdf"), watchedOpen(calls, "datasync"))).rejects.toThrow(
      "no space left",
    );
    expect(calls).toEqual(["datasync", "close"]);
  });
});
