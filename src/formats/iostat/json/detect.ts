import { sysstatJsonHead } from "../../sysstat/json.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/**
 * Scores text as iostat -o JSON: a sysstat JSON document (`{"sysstat": {"hosts": [`, lines pasted before it let be)
 * whose samples have iostat's activities: `"avg-cpu"` or a `"disk"` item's `"disk_device"` (sadf -j's disks have
 * `"disk-device"`, mpstat's and pidstat's neither).
 */
export function detectIostatJson(text: string): number {
  const head = sysstatJsonHead(text.slice(0, WINDOW));
  if (head === undefined) return 0;
  return /"(?:avg-cpu|disk_device)"[ \t\r\n]*:/.test(head) ? 1 : 0;
}
