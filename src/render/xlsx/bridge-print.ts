/**
 * How the Bridge sheet prints: landscape A4 at 100 %, with a manual page break before a block
 * that would not fit, and the waterfall's helper column hidden.
 */
import type { Worksheet } from "exceljs";
import type { BudgetBridge } from "../../metrics/model.js";
import { shownSteps } from "./bridge-parts.js";

/** A block's header row, a little taller, as styleHeaderRow makes them. */
export const BRIDGE_HEADER_HEIGHT = 32;

/**
 * Points a landscape A4 page holds at 100 % between exceljs's default margins (0.75 in top
 * and bottom): 595 − 108, less a little for the header and footer.
 */
const PAGE_HEIGHT = 460;
/** A manual page break after row `id` (CT_Break, ISO/IEC 29500-1 §18.3.1.13). */
interface RowBreak {
  id: number;
  max: number;
  man: number;
}

/** A block's title row (TITLE_FONT) and each step's row, in points. */
const TITLE_HEIGHT = 21;
const ROW_HEIGHT = 15;

/** The points a block prints over: its title, header and steps. */
function blockHeight(bridge: BudgetBridge): number {
  return TITLE_HEIGHT + BRIDGE_HEADER_HEIGHT + shownSteps(bridge).length * ROW_HEIGHT;
}

/**
 * The Bridge prints at 100 % with a manual page break before a block that would not fit on
 * the page, so no plant's bridge is split across pages and no title sits alone at a page's
 * foot (Excel ignores manual breaks on a sheet fitted to pages, ISO/IEC 29500-1 §18.3.1.65).
 * Its helper column (the waterfall's invisible base) is hidden and so not printed; the chart
 * still draws it (bridgeChart's plotHidden).
 */
function setUpBridgePrint(ws: Worksheet): void {
  ws.pageSetup = { paperSize: 9, orientation: "landscape", fitToPage: false, scale: 100 };
  ws.getColumn(4).hidden = true;
}

/**
 * Sets the sheet up for print and returns `place(start, bridge)`, called before writing each
 * block at row `start` in order: it breaks the page before the block when it would not fit.
 */
export function bridgePages(ws: Worksheet): (start: number, bridge: BudgetBridge) => void {
  setUpBridgePrint(ws);
  let used = 0;
  return (start, bridge) => {
    const height = blockHeight(bridge);
    if (used > 0 && used + height > PAGE_HEIGHT) {
      // exceljs writes `rowBreaks` (CT_PageBreak) but types it only on the worksheet's model.
      (ws as unknown as { rowBreaks: RowBreak[] }).rowBreaks.push({ id: start - 1, max: 16383, man: 1 });
      used = 0;
    }
    used += height + 2 * ROW_HEIGHT;
  };
}
