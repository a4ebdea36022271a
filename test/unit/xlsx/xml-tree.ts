/**
 * A strict XML 1.0 parse (saxes, which exceljs already brings) into a small tree, so
 * tests check well-formedness and element order instead of matching strings.
 */
import { SaxesParser } from "saxes";

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** Throws on any well-formedness or namespace error. */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: "#document", attrs: {}, children: [], text: "" };
  const stack: XmlNode[] = [root];
  parser.on("error", (err) => {
    throw err;
  });
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = typeof v === "string" ? v : v.value;
    const node: XmlNode = { name: tag.name, attrs, children: [], text: "" };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  });
  parser.on("text", (t) => {
    stack.at(-1)!.text += t;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.write(xml).close();
  const [doc] = root.children;
  if (!doc || root.children.length !== 1) throw new Error("expected one root element");
  return doc;
}

export const local = (name: string) => name.slice(name.indexOf(":") + 1);

/** Every element below `node` (depth-first) with the given local name. */
export function findAll(node: XmlNode, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (local(c.name) === name) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

export function child(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((c) => local(c.name) === name);
}

/** Fails when the children's local names are not a subsequence of `order` (schema sequence order). */
export function outOfOrder(node: XmlNode, order: readonly string[]): string | undefined {
  let at = -1;
  for (const c of node.children) {
    const i = order.indexOf(local(c.name));
    if (i < 0) return `<${node.name}> has unexpected child <${c.name}>`;
    if (i < at) return `<${node.name}>: <${c.name}> comes after <${order[at]}>`;
    at = i;
  }
  return undefined;
}
