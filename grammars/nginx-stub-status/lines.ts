import { pageOfImage, type StubStatusLine } from "./parser.js";
import { pageAt } from "./tokens.js";

/**
 * A stub_status log's lines as the grammar reads them (StubStatusParser.document), read by hand when every line is of
 * the common forms: a page as nginx prints it (the Page token's text, read as the grammar's `pageToken` rule reads
 * it), a timestamp line of plain words (`1796050000`, `2026-11-30T15:16:19+00:00`, `Mon Nov 30 15:16:19 UTC 2026`:
 * printable ASCII words separated by blanks, each starting with a digit, or made of letters only), or a line of
 * blanks or none. Any other text (an HTTP head, a curl error, an HTML page, a tab, a CR, words the lexer reads as the
 * page's own keywords) is read by the grammar, whole. A series cut into one piece per page (the engine's stream) is
 * then read without the lexer and the parser. test/nginx-stub-status/lines.test.ts pins this to the grammar over every sample
 * and seeded variants.
 *
 * `grammar(text)` runs the grammar (and throws its errors).
 *
 * Kept for speed (#42), at the threshold: `node dist/cli.js --ndjson` on 10 MB of
 * samples/nginx-stub-status/series-date-iseconds-ab-c10.txt repeated took a median 9% less CPU (user+sys; 10% faster)
 * with this reader than with `return grammar(text)` here (12 paired runs, ratio 0.59 to 1.15: a noisy shared machine,
 * so the figure is within a few points either way).
 */
export function stubStatusLines(text: string, grammar: (text: string) => StubStatusLine[]): StubStatusLine[] {
  return readByHand(text) ?? grammar(text);
}

function readByHand(text: string): StubStatusLine[] | undefined {
  const lines: StubStatusLine[] = [];
  let pos = 0;
  while (pos < text.length) {
    let c = text.charCodeAt(pos);
    // blanks (skipped, as the WhiteSpace token is), then an empty line (a Newline token), a page or a timestamp line
    while (c === 32) c = text.charCodeAt(++pos);
    if (pos === text.length) break;
    if (c === 10) {
      pos++;
      continue;
    }
    if (c === 65 /* A */) {
      const m = pageAt(text, pos);
      if (m === null) return undefined;
      lines.push(pageOfImage(m[0], pos));
      // what follows is the end of the text or the page's line end
      pos += m[0].length;
      continue;
    }
    let end = text.indexOf("\n", pos);
    if (end === -1) end = text.length;
    const last = textLineEnd(text, pos, end);
    if (last === -1) return undefined;
    lines.push({ kind: "text", offset: pos, text: text.slice(pos, last) });
    pos = end;
  }
  return lines;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Printable ASCII: the Word token's characters that a hand-read word may hold. */
const isVisible = (c: number): boolean => c >= 0x21 && c <= 0x7e;

/**
 * Where the words of text[from, to) end, when the line is a timestamp line the grammar reads as a `textLine` of Int
 * and Word tokens: words of printable ASCII separated by blanks, the first at `from`. A word that starts with a digit
 * is one Int or Word token whatever follows (Int's longer_alt is Word, which takes every visible character); a word
 * of letters only is one Word token, unless it may begin a keyword that spans blanks (`server accepts handled
 * requests`; `Active connections:` and `Reading :` need a word that starts with neither). Else -1.
 */
function textLineEnd(text: string, from: number, to: number): number {
  let p = from;
  let last = -1;
  while (p < to) {
    const c = text.charCodeAt(p);
    if (c === 32) {
      p++;
      continue;
    }
    const start = p;
    if (isDigit(c)) {
      while (p < to && isVisible(text.charCodeAt(p))) p++;
    } else if (isLetter(c)) {
      while (p < to && isLetter(text.charCodeAt(p))) p++;
      if (p - start === 6 && text.startsWith("server", start)) return -1;
    } else return -1;
    // a word ends at a blank or at the end of the line
    if (p < to && text.charCodeAt(p) !== 32) return -1;
    last = p;
  }
  return last;
}
