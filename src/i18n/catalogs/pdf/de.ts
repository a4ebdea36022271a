/** German messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfDe: Record<keyof typeof pdfEn, string> = {};
