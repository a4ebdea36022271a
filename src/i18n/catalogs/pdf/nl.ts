/** Dutch messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfNl: Record<keyof typeof pdfEn, string> = {};
