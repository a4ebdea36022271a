/** Polish messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxPl: Record<keyof typeof xlsxEn, string> = {};
