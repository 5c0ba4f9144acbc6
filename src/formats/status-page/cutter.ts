import { keyValueLineKind } from "../../../grammars/kit/key-value.js";
import { Cut, type StreamCutter } from "../../kit/format.js";

/** A key-value status page's page rule, as its cutter needs it (the format's pagesOf decides the same way). */
export interface KeyValuePageRule {
  /** A field the server prints on its page: the first such field, before any page, opens one. */
  isPageField(name: string): boolean;
  /** Fields a page may print twice (any other one printed again opens the next page, back to back): a set, or a test. */
  repeats: { has(name: string): boolean };
  /** A line of words that is part of the open page (Apache's `TLSSessionCacheStatus`), not the end of it. */
  inPage(text: string): boolean;
  /** A line of words that opens a page when it comes just before this field (Apache's server-name line). */
  namesPageBefore?: string;
}

/**
 * The stream cutter of a key-value status page log (mod_status `?auto` pages, each after a timestamp line or the
 * HTTP head of `curl -i`): a piece is cut where the page rule closes a page: at a line of words (a timestamp line), an
 * HTTP status line, a curl error or an HTML line after a page's fields, and at a field the open page already has
 * (pages back to back). So each piece holds whole samples, and the samples of a log read piece by piece are those
 * of the log read whole; the series (segment, previous page) goes on through the format's state (series.ts).
 *
 * @example
 * const cut = keyValuePageCutter({ isPageField: (n) => n === "Total Accesses", repeats: new Set(), inPage: () => false })();
 * ["1796524638", "Total Accesses: 5", "1796524639", "Total Accesses: 9"].map((l) => cut.line(l)); //=> [0, 0, 1, 0]
 */
export function keyValuePageCutter(rule: KeyValuePageRule): () => StreamCutter {
  return () => {
    /** A page is open (the page rule's), and the fields it has. */
    let page = false;
    let seen = new Set<string>();
    /** The line before was a line of words (it opens the page when `namesPageBefore` follows it). */
    let textBefore = false;
    return {
      line(line) {
        const kind = keyValueLineKind(line);
        const wasText = textBefore;
        textBefore = false;
        switch (kind.kind) {
          case "blank":
            // (a blank line is no line of the page rule's: the line before is still the one before the next)
            textBefore = wasText;
            return Cut.none;
          case "field": {
            const name = kind.name;
            if (!page) {
              if (!rule.isPageField(name)) return Cut.none;
              page = true;
              seen = new Set([name]);
              return Cut.none;
            }
            if (seen.has(name) && !rule.repeats.has(name)) {
              // the next page, back to back (unless a line of words before it opened it: cut there)
              seen = new Set([name]);
              return wasText && name === rule.namesPageBefore ? Cut.none : Cut.start;
            }
            seen.add(name);
            return Cut.none;
          }
          case "text":
            textBefore = true;
            if (page && rule.inPage(line.trim())) return Cut.none;
            break;
          default:
        }
        if (!page) return Cut.none;
        page = false;
        return Cut.start;
      },
    };
  };
}
