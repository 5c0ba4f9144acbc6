import { Cut, type StreamCutter } from "../../kit/format.js";

/**
 * The stream cutter of a load generator's JSON that is a run of JSON values one after another (k6's summary
 * documents pasted one after another, vegeta encode's JSON lines, one result a line): a piece may end after each
 * line that closes a value at the top level (depth 0, strings and their escapes skipped), so memory holds one value
 * (or a batch of lines) at a time. Lines before the first value (a note pasted before it) are read with it.
 *
 * @example
 * const cut = jsonValuesCutter();
 * ['{"a": {', '  "b": 1', "}}", '{"seq": 1}'].map((l) => cut.line(l)); //=> [0, 0, 3, 3]
 */
export function jsonValuesCutter(): StreamCutter {
  let depth = 0;
  return {
    line(line) {
      let opened = depth > 0;
      for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (c === 34) {
          // a string: to its closing quote on this line (JSON strings hold no line break)
          for (i++; i < line.length; i++) {
            const d = line.charCodeAt(i);
            if (d === 92) i++;
            else if (d === 34) break;
          }
        } else if (c === 123 || c === 91) {
          depth++;
          opened = true;
        } else if ((c === 125 || c === 93) && depth > 0) depth--;
      }
      return opened && depth === 0 ? Cut.mayEnd : Cut.none;
    },
  };
}
