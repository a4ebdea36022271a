/**
 * Chart and axis titles as rich text (ISO/IEC 29500-1 §21.2.2.210 title, §21.2.2.156 rich).
 */
import { escapeXml } from "./escape-xml.js";

/**
 * `c:title` with one run of text; `vertical` rotates it for a vertical axis, as Excel does.
 * A `subtitle` is a second, smaller, non-bold paragraph (sz in hundredths of a point).
 */
export function titleXml(text: string, vertical = false, subtitle?: string): string {
  const bodyPr = vertical ? '<a:bodyPr rot="-5400000" vert="horz"/>' : "<a:bodyPr/>";
  const second = subtitle
    ? '<a:p><a:pPr><a:defRPr sz="1000" b="0"/></a:pPr>' +
      `<a:r><a:rPr sz="1000" b="0"/><a:t>${escapeXml(subtitle)}</a:t></a:r></a:p>`
    : "";
  return (
    `<c:title><c:tx><c:rich>${bodyPr}<a:lstStyle/>` +
    `<a:p><a:pPr><a:defRPr/></a:pPr><a:r><a:rPr/><a:t>${escapeXml(text)}</a:t></a:r></a:p>${second}` +
    '</c:rich></c:tx><c:overlay val="0"/></c:title>'
  );
}
