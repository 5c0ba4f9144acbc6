import { Cut, type StreamCutter } from "../../kit/format.js";
import { keyValuePageCutter } from "../status-page/cutter.js";
import { isPoolField } from "./fields.js";

/**
 * The text pages' rule (raw.ts textPages): a page opens at a pool field; inside it every field is its own (a `?full`
 * page's process blocks print `pid:`, `state:`, `start time:`... once a process), except `pool:` again, which opens
 * the next page; a line of stars opens a process block inside it.
 */
const textPageCutter = keyValuePageCutter({ isPageField: isPoolField, repeats: { has: (name) => name !== "pool" }, inPage: (text) => /^\*+$/.test(text) });

/**
 * How the engine cuts a php-fpm status log (FormatDefinition.stream) between its samples, as the format groups them
 * (raw.ts): the text forms (default page, `?full`) by the status-page kit's key-value page cutter; a `?json` page
 * (one line, or pretty-printed over several) is complete at the line that closes its last brace, and the line after
 * it with text starts the next sample (its timestamp line, HTTP head, or the next page). A page whose line goes on
 * after its `}` (`...}1796525445.09`: a `curl; date` loop without a newline glues the next sample's timestamp to it)
 * is not cut after: such a log is one piece, as any text without a boundary (bounded by the engine's piece limit).
 */
export function phpFpmStatusCutter(): StreamCutter {
  const textPages = textPageCutter();
  /** Depth inside a JSON page (its lines are not the text rule's). */
  let depth = 0;
  /** The last line with text closed a JSON page, with nothing after its `}`. */
  let pageDone = false;
  return {
    line(line) {
      const text = line.trim();
      if (depth === 0 && !text.startsWith("{")) {
        const cut = textPages.line(line);
        if (text === "" || !pageDone) return cut;
        pageDone = false;
        return Cut.start;
      }
      const cut = depth > 0 ? Cut.none : pageDone ? Cut.start : textPages.line(line);
      depth = jsonDepth(line, depth);
      pageDone = depth === 0 && text.endsWith("}");
      return cut;
    },
  };
}

/** The nesting depth after a line of JSON (strings skipped), from `depth` before it; never below 0. */
function jsonDepth(line: string, depth: number): number {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && depth > 0) depth--;
  }
  return depth;
}
