/** French messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxFr: Record<keyof typeof xlsxEn, string> = {};
