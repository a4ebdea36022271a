/** German messages of index.html. */
import type { htmlEn } from "./en.js";

export const htmlDe: Record<keyof typeof htmlEn, string> = {};
