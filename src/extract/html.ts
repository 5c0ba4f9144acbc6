/**
 * HTML pages (a saved blog post, a wiki page, ab -w output inside a page) to lines of text: tags removed, block
 * tags and table cells turned into line breaks, entities decoded, script and style dropped. Every line keeps the
 * number of the source line it starts on, so positions stay meaningful.
 */
import { cleanSpaces, type SourceLine } from "./lines.js";

/** Tags after (or before) which the text goes on a new line. Table cells too: one cell is one line of output. */
const BREAK_TAGS = new Set([
  "br", "p", "div", "pre", "table", "tr", "td", "th", "thead", "tbody", "tfoot", "li", "ul", "ol", "dl", "dt", "dd",
  "h1", "h2", "h3", "h4", "h5", "h6", "hr", "blockquote", "section", "article", "header", "footer", "main", "nav",
  "aside", "figure", "figcaption", "caption", "body", "html", "head", "title", "code",
]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
/** Elements whose content is not text. */
const SKIP_CONTENT = new Set(["script", "style", "noscript", "template", "svg"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ensp: " ", emsp: " ", thinsp: " ",
  ndash: "\u2013", mdash: "\u2014", minus: "\u2212", hellip: "\u2026", lsquo: "\u2018", rsquo: "\u2019",
  ldquo: "\u201c", rdquo: "\u201d", laquo: "\u00ab", raquo: "\u00bb", copy: "\u00a9", reg: "\u00ae",
  middot: "\u00b7", times: "\u00d7", deg: "\u00b0", plusmn: "\u00b1", micro: "\u00b5", para: "\u00b6",
  sect: "\u00a7", bull: "\u2022", shy: "",
};

/**
 * True when the text is an HTML page or fragment rather than text that mentions a tag: a doctype or `<html>`, or
 * at least three block-level tags.
 */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 200_000);
  // A page starts with markup; text that quotes a page (ab -v prints the response body) does not.
  if (/^\s*(?:<!doctype html|<html[\s>]|<(?:head|body|div|p|table|pre|h[1-6])[\s>])/i.test(head)) return true;
  const lines = head.split("\n").filter((l) => l.trim() !== "");
  const tagged = lines.filter((l) => /<\/?(?:p|div|pre|table|tr|td|th|br|li|h[1-6]|body|span|code)\b[^>]{0,300}>/i.test(l)).length;
  return tagged >= 3 && tagged * 3 >= lines.length;
}

/**
 * Decodes HTML character references: the common named ones and every numeric one (`&#8211;`, `&#x2d;`).
 * Unknown names are left as they are.
 *
 * @example
 * decodeEntities("a &lt;b&gt; &amp;&nbsp;c&#39;") //=> "a <b> & c'"
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return whole;
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()];
    return named ?? whole;
  });
}

/**
 * Converts an HTML document into lines. A source newline is always a line break (so `<pre>` content keeps its
 * lines and line numbers stay right); block tags and table cells add line breaks; headings are marked.
 */
export function htmlToLines(text: string): SourceLine[] {
  const out: SourceLine[] = [];
  let buf = "";
  let bufLine = 1;
  let line = 1;
  let heading = false;
  let cellDepth = 0;
  let skipUntil: string | undefined;
  const flush = (): void => {
    const t = cleanSpaces(decodeEntities(buf));
    if (t.trim() !== "" || !out.length || out[out.length - 1]!.line !== bufLine) {
      const l: SourceLine = { text: t, line: bufLine };
      if (heading && t.trim() !== "") l.heading = true;
      if (cellDepth > 0 && t.trim() !== "") l.cell = true;
      out.push(l);
    }
    buf = "";
    bufLine = line;
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "\n") {
      if (skipUntil === undefined) flush();
      line++;
      if (skipUntil === undefined) bufLine = line;
      i++;
      continue;
    }
    if (ch === "<") {
      if (text.startsWith("<!--", i)) {
        const end = text.indexOf("-->", i + 4);
        const stop = end === -1 ? text.length : end + 3;
        line += countNewlines(text, i, stop);
        i = stop;
        continue;
      }
      const m = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/.exec(text.slice(i, i + 2000)) ?? /^<![^>]*>/.exec(text.slice(i, i + 2000));
      if (m) {
        const name = (m[1] ?? "").toLowerCase();
        const closing = m[0][1] === "/";
        const newlines = countNewlines(text, i, i + m[0].length);
        if (skipUntil !== undefined) {
          if (closing && name === skipUntil) skipUntil = undefined;
        } else if (!closing && SKIP_CONTENT.has(name) && !m[0].endsWith("/>")) {
          skipUntil = name;
        } else if (BREAK_TAGS.has(name)) {
          if (buf.trim() !== "") flush();
          else buf = "";
          if (HEADINGS.has(name)) heading = !closing;
          if (name === "td" || name === "th") cellDepth = Math.max(0, cellDepth + (closing ? -1 : 1));
          if (name === "table" && closing) cellDepth = 0;
        }
        line += newlines;
        if (skipUntil === undefined && buf === "") bufLine = line;
        i += m[0].length;
        continue;
      }
    }
    if (skipUntil === undefined) buf += ch;
    i++;
  }
  if (buf !== "" && skipUntil === undefined) flush();
  return out;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let k = text.indexOf("\n", from); k !== -1 && k < to; k = text.indexOf("\n", k + 1)) n++;
  return n;
}
