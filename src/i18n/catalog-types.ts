/** Types every catalog shares: the keys come from the English source catalog. */
import type { en } from "./catalogs/index.js";

export type MessageKey = keyof typeof en;

/** A translation: every English key, so a missing one is a compile error. */
export type Catalog = Record<MessageKey, string>;

/** Placeholder values: figures arrive formatted (strings); counts drive plurals (numbers). */
export type MessageParams = Record<string, string | number>;
