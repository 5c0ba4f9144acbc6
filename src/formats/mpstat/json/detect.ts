import { sysstatJsonHead } from "../../sysstat/json.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/**
 * Scores text as mpstat -o JSON: a sysstat JSON document (`{"sysstat": {"hosts": [`, lines pasted before it let be)
 * whose samples have a clock `"timestamp": "12:53:21"` (sadf's is an object) and mpstat's activities (`"cpu-load"`,
 * `"node-load"`, `"sum-interrupts"`, ...).
 */
export function detectMpstatJson(text: string): number {
  const head = sysstatJsonHead(text.slice(0, WINDOW));
  if (head === undefined) return 0;
  if (/"timestamp"[ \t\r\n]*:[ \t\r\n]*"/.test(head) && /"(?:cpu-load|node-load|sum-interrupts|individual-interrupts|soft-interrupts)"[ \t\r\n]*:/.test(head)) return 1;
  return 0;
}
