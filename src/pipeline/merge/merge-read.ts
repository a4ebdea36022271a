/**
 * Reads one shard's output folder for `merge`: its manifest (present only when the shard
 * finished, see output/out-dir.ts) and its model.json. Anything missing or of another
 * format is a MergeError that says which folder and what to do.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { MANIFEST_NAME, type Manifest } from "../../output/manifest.js";
import {
  MODEL_FILE_FORMAT,
  MODEL_FILE_NAME,
  MODEL_FILE_SCHEMA_VERSION,
  type ModelFile,
} from "../../output/model-file.js";
import { MergeError } from "./merge-error.js";

export interface ShardFolder {
  /** Absolute path of the shard's output folder. */
  dir: string;
  manifest: Manifest;
  file: ModelFile;
}

async function readJson(path: string, missing: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new MergeError(missing);
    throw new MergeError(`cannot read ${path} (${code ?? (err as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MergeError(`${path} is not valid JSON: rerun that shard`);
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === "object" && !Array.isArray(x);
}

function checkModelFile(x: unknown, path: string): ModelFile {
  if (!isObject(x) || x.format !== MODEL_FILE_FORMAT) {
    throw new MergeError(`${path} is not a shard's model file`);
  }
  if (x.schemaVersion !== MODEL_FILE_SCHEMA_VERSION) {
    throw new MergeError(
      `${path} has schema version ${String(x.schemaVersion)}, this merge reads ${MODEL_FILE_SCHEMA_VERSION}: run the shards and merge with the same solar-report version`,
    );
  }
  const model = x.model;
  if (
    !isObject(model) ||
    !Array.isArray(model.plants) ||
    !Array.isArray(x.selection) ||
    !isObject(x.shard) ||
    !isObject(x.service)
  ) {
    throw new MergeError(`${path} is incomplete: rerun that shard`);
  }
  return x as unknown as ModelFile;
}

export async function readShardFolder(folder: string): Promise<ShardFolder> {
  const dir = resolve(folder);
  const manifest = await readJson(
    join(dir, MANIFEST_NAME),
    `${dir} has no ${MANIFEST_NAME}: that shard did not finish (or the folder is not a shard's output); rerun it`,
  );
  if (!isObject(manifest) || !isObject(manifest.shard) || !Array.isArray(manifest.plants)) {
    throw new MergeError(
      `${join(dir, MANIFEST_NAME)} is not a shard's manifest: merge takes folders written by run --shard K/N`,
    );
  }
  const modelPath = join(dir, MODEL_FILE_NAME);
  const file = checkModelFile(
    await readJson(modelPath, `${dir} has no ${MODEL_FILE_NAME}: rerun that shard with run --shard K/N`),
    modelPath,
  );
  return { dir, manifest: manifest as unknown as Manifest, file };
}
