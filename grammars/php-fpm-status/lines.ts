/*
 * Where the JSON pages of a php-fpm status log are (`?json`, `?json&full`), so that each grammar reads its part: the
 * JSON grammar the pages, the key-value grammar the lines around them (timestamp lines, curl -i heads, curl errors).
 * A page opens with `{` as the first character of a line after blanks, or right after the `}` that closed the page
 * before it (php-fpm prints no final newline: `...}1796525445.095607998` and `}{` are what a loop of `curl; date`
 * or of `curl` writes); it ends at its matching `}` (strings skipped), or with the text when it is cut off.
 */

/** Nesting deeper than php-fpm's two levels plus room: the grammar recurses per level, so a hostile input is refused. */
export const MAX_JSON_DEPTH = 32;

/**
 * The pages' spans, `[start, end, start, end, ...]` in the text's order; `tooDeep` is the offset of a bracket nested
 * deeper than MAX_JSON_DEPTH, if any.
 *
 * @example
 * jsonPageSpans('1\n{"a":1}2\n').spans //=> [2, 9]
 */
export function jsonPageSpans(text: string): { spans: number[]; tooDeep?: number } {
  const spans: number[] = [];
  let lineStart = true;
  let afterPage = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lineStart = true;
      afterPage = false;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) continue;
    if (c !== 123 /* { */ || !(lineStart || afterPage)) {
      lineStart = false;
      afterPage = false;
      // the rest of the line is not a page's start
      const nl = text.indexOf("\n", i);
      if (nl < 0) break;
      i = nl - 1;
      continue;
    }
    const start = i;
    let depth = 0;
    let inString = false;
    for (; i < text.length; i++) {
      const d = text.charCodeAt(i);
      if (inString) {
        if (d === 92 /* \ */) i++;
        else if (d === 34 /* " */) inString = false;
      } else if (d === 34) inString = true;
      else if (d === 123 || d === 91) {
        if (++depth > MAX_JSON_DEPTH) return { spans, tooDeep: i };
      } else if (d === 125 || d === 93) {
        if (--depth === 0) break;
      }
    }
    const end = Math.min(i + 1, text.length);
    spans.push(start, end);
    lineStart = false;
    afterPage = true;
    i = end - 1;
  }
  return { spans };
}

/**
 * `text` with every character outside (`keep: "inside"`) or inside (`keep: "outside"`) the spans made a blank, line
 * ends kept: what each grammar reads, at the text's offsets and lines.
 *
 * @example
 * blankAround("a\n{1}b", [2, 5], "inside") //=> " \n{1} "
 */
export function blankAround(text: string, spans: readonly number[], keep: "inside" | "outside"): string {
  const parts: string[] = [];
  let at = 0;
  for (let k = 0; k <= spans.length; k += 2) {
    const start = k < spans.length ? spans[k]! : text.length;
    const end = k < spans.length ? spans[k + 1]! : text.length;
    const outside = text.slice(at, start);
    const inside = text.slice(start, end);
    parts.push(keep === "outside" ? outside : blank(outside), keep === "inside" ? inside : blank(inside));
    at = end;
  }
  return parts.join("");
}

const blank = (s: string): string => s.replace(/[^\n]/g, " ");
