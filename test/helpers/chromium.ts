/**
 * Headless Chromium as a real reader of index.html: the DOM after load (scripts, had any
 * run, would have changed it) and a screenshot to look at. Every call gets a fresh profile
 * and the flags that keep Chromium from reaching any network (CI machines have loopback only).
 */
import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function chromium(args: string[]): Promise<string> {
  const profile = await mkdtemp(join(tmpdir(), "chromium-profile-"));
  try {
    const { stdout } = await run("chromium", [...FLAGS, `--user-data-dir=${profile}`, ...args], {
      timeout: 30_000,
      maxBuffer: 64 << 20,
    });
    return stdout;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** The serialised DOM of a local file after it loaded. */
export function dumpDom(file: string): Promise<string> {
  return chromium(["--dump-dom", pathToFileURL(file).href]);
}

export async function screenshot(file: string, png: string, size = "1200,1600"): Promise<void> {
  await chromium([
    `--screenshot=${png}`,
    `--window-size=${size}`,
    "--hide-scrollbars",
    pathToFileURL(file).href,
  ]);
}

const ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: "\u00A0", "#39": "'" };

/** Decodes the entities Chromium's serialiser writes (&, <, > in text; &, " in attributes). */
export function decodeEntities(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, e: string) => ENTITY[e]!);
}

/** Text of serialised markup: tags dropped, then entities decoded. */
export function textOf(markup: string): string {
  return decodeEntities(markup.replace(/<[^>]*>/g, "")).trim();
}

// Readers of index.html's serialised DOM (its markup is regular: one <tr> per plant, <dd data-figure>).

export interface Row {
  cls: string;
  id: string;
  cells: string[];
  hrefs: string[];
}

export function rows(dom: string): Row[] {
  return [...dom.matchAll(/<tr class="([^"]*)" data-id="([^"]*)">([\s\S]*?)<\/tr>/g)].map((m) => ({
    cls: m[1]!,
    id: decodeEntities(m[2]!),
    cells: [...m[3]!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => textOf(c[1]!)),
    hrefs: [...m[3]!.matchAll(/<a href="([^"]*)"/g)].map((h) => decodeEntities(h[1]!)),
  }));
}

export const hrefsOf = (dom: string) =>
  [...dom.matchAll(/<a href="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
export const titleOf = (dom: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(dom)?.[1] ?? "");
export const figuresOf = (dom: string) =>
  Object.fromEntries(
    [...dom.matchAll(/<dd data-figure="([^"]+)">([\s\S]*?)<\/dd>/g)].map((m) => [m[1]!, textOf(m[2]!)]),
  );

/** The file a link of the page opens: a plain file URL to an existing file, else null. */
export function target(page: string, href: string): string | null {
  const url = new URL(href, pathToFileURL(page));
  if (url.protocol !== "file:" || url.search !== "" || url.hash !== "") return null;
  const path = fileURLToPath(url);
  return existsSync(path) && statSync(path).isFile() ? path : null;
}
