/** Dutch messages of the workbooks. */
import type { xlsxEn } from "./en.js";

export const xlsxNl: Record<keyof typeof xlsxEn, string> = {};
