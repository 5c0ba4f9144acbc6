import { sysstatJsonHead } from "../../sysstat/json.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/**
 * Scores text as sadf -j output: a sysstat JSON document (`{"sysstat": {"hosts": [`, lines pasted before it let be)
 * whose samples have sadf's timestamp object (`"timestamp": {"date": ...`) or whose host has sadf's `"file-date"`.
 * iostat's and mpstat's JSON have a `"date"` and no timestamp object.
 */
export function detectSarJson(text: string): number {
  const head = sysstatJsonHead(text.slice(0, WINDOW));
  if (head === undefined) return 0;
  if (/"timestamp"[ \t\r\n]*:[ \t\r\n]*\{[ \t\r\n]*"date"/.test(head)) return 1;
  if (/"file-date"[ \t\r\n]*:/.test(head)) return 0.95;
  return 0;
}
