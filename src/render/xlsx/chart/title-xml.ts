/**
 * Chart and axis titles as rich text (ISO/IEC 29500-1 §21.2.2.210 title, §21.2.2.156 rich).
 */
import { escapeXml } from "./escape-xml.js";

/**
 * `c:title` with one run of text (one line: a note about an axis goes in that axis's title);
 * `vertical` rotates it for a vertical axis, as Excel does; `heading` is the chart's own title.
 */
export function titleXml(text: string, vertical = false, heading = false): string {
  const bodyPr = vertical ? '<a:bodyPr rot="-5400000" vert="horz"/>' : "<a:bodyPr/>";
  // A chart's title 12 pt bold (Excel's default is 14 pt, which wraps a month's title in a
  // half-page chart); an axis title keeps the reader's default.
  const size = heading ? ' sz="1200" b="1"' : "";
  return (
    `<c:title><c:tx><c:rich>${bodyPr}<a:lstStyle/>` +
    `<a:p><a:pPr><a:defRPr${size}/></a:pPr><a:r><a:rPr${size}/><a:t>${escapeXml(text)}</a:t></a:r></a:p>` +
    '</c:rich></c:tx><c:overlay val="0"/></c:title>'
  );
}
