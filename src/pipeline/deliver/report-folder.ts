/**
 * The finished report `deliver` sends from (DESIGN.md "Delivery"): a folder whose manifest
 * solar-report wrote (present only once a run or merge finished), no run at work in it, not a
 * shard's part, not failed. Its files are read as the manifest lists them, and only where a
 * run writes (owned-files.ts), so a hand-edited manifest cannot send a file from elsewhere.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { readLock } from "../../output/folder-lock.js";
import { MANIFEST_NAME, type Manifest } from "../../output/manifest.js";
import { isOutputPath, manifestFiles } from "../../output/owned-files.js";
import { DeliveryError } from "./delivery-error.js";

export interface ReportFolder {
  dir: string;
  manifest: Manifest;
}

export async function readReportFolder(folder: string): Promise<ReportFolder> {
  const dir = resolve(folder);
  const text = await readFile(join(dir, MANIFEST_NAME), "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT" || err.code === "ENOTDIR") {
      throw new DeliveryError(
        `${dir} holds no ${MANIFEST_NAME}: it is not a finished report (a run that did not finish leaves none); deliver the folder of a finished run or merge`,
      );
    }
    throw new DeliveryError(`cannot read ${join(dir, MANIFEST_NAME)} (${err.code ?? err.message})`, "fatal");
  });
  if (manifestFiles(text) === null) {
    throw new DeliveryError(
      `${join(dir, MANIFEST_NAME)} is not a solar-report manifest: deliver sends only a report solar-report wrote`,
    );
  }
  const manifest = JSON.parse(text) as Manifest;
  const lock = await readLock(dir);
  // A deliver that was killed leaves its lock behind: nothing of the report is unfinished.
  const killedDeliver = lock.kind === "stale" && lock.record?.command === "deliver";
  if (lock.kind !== "none" && !killedDeliver) {
    throw new DeliveryError(
      `a solar-report ${lock.record?.command ?? "run"} is at work in ${dir} or did not finish there: deliver once a run has finished it`,
      "fatal",
    );
  }
  if (manifest.shard) {
    throw new DeliveryError(
      `${dir} is shard ${manifest.shard.index}/${manifest.shard.count} of a report: merge the shards (solar-report merge) and deliver the merged folder`,
    );
  }
  if (manifest.status === "failed") {
    throw new DeliveryError(
      `the report in ${dir} failed (no plant could be reported): nothing is sent; run it again once the service answers`,
    );
  }
  return { dir, manifest };
}

export interface ReportFile {
  /** As the manifest lists it, e.g. "clients/Nordhafen-2026-10.pdf". */
  rel: string;
  bytes: Buffer;
  sha256: string;
}

/** A file the manifest lists, its bytes and their SHA-256 (what is attached is what was hashed). */
export async function readReportFile(dir: string, rel: string): Promise<ReportFile> {
  if (!isOutputPath(rel))
    throw new DeliveryError(`the manifest lists ${JSON.stringify(rel)}, which is not a report file`);
  const bytes = await readFile(join(dir, ...rel.split("/"))).catch((err: NodeJS.ErrnoException) => {
    throw new DeliveryError(
      `${rel} is listed in the manifest but cannot be read (${err.code ?? err.message}): run the report again`,
      "fatal",
    );
  });
  return { rel, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}
