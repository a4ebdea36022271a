/** French messages of the plant PDF. */
import type { pdfEn } from "./en.js";

export const pdfFr: Record<keyof typeof pdfEn, string> = {};
