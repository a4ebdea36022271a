/**
 * Chart and axis titles as rich text (ISO/IEC 29500-1 §21.2.2.210 title, §21.2.2.156 rich).
 */
import { escapeXml } from "./escape-xml.js";

/** `c:title` with one run of text; `vertical` rotates it for a vertical axis, as Excel does. */
export function titleXml(text: string, vertical = false): string {
  const bodyPr = vertical ? '<a:bodyPr rot="-5400000" vert="horz"/>' : "<a:bodyPr/>";
  return (
    `<c:title><c:tx><c:rich>${bodyPr}<a:lstStyle/>` +
    `<a:p><a:pPr><a:defRPr/></a:pPr><a:r><a:rPr lang="en-US"/><a:t>${escapeXml(text)}</a:t></a:r></a:p>` +
    '</c:rich></c:tx><c:overlay val="0"/></c:title>'
  );
}
