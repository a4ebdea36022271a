/** The three monthly workbooks (DESIGN.md render/xlsx): exceljs for cells, our own writer for native charts. */
export {
  type BuildWorkbookOptions,
  buildWorkbook,
  type LaidOutWorkbook,
  layOutWorkbook,
  packWorkbook,
} from "./build.js";
export { WORKBOOK_KINDS, type WorkbookKind, workbookFileName } from "./file-name.js";
