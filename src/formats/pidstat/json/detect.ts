import { sysstatJsonHead } from "../../sysstat/json.js";

/** How much of the input the detector looks at. */
const WINDOW = 16 * 1024;

/** pidstat's activities whose names sadf -j does not print (sadf has `io`, `kernel`, `memory` of its own). */
const ACTIVITY = /"(?:task-cpu-load|child-cpu-load|task-memory|child-memory|context-switch|realtime)"[ \t\r\n]*:/;
/** print_json_line_id: a task opens with its user and process ids as strings. */
const TASK = /\{[ \t]*"(?:UID|USER)"[ \t]*:[ \t]*"[^"\n]*"[ \t]*,[ \t]*"(?:PID|TGID)"[ \t]*:[ \t]*"/;

/**
 * Scores text as pidstat -o JSON: a sysstat JSON document (`{"sysstat": {"hosts": [`, lines pasted before it let be)
 * whose samples have a clock `"timestamp"` and pidstat's activities, or its tasks' `{"UID": "0", "PID": "1", ...`.
 */
export function detectPidstatJson(text: string): number {
  const head = sysstatJsonHead(text.slice(0, WINDOW));
  if (head === undefined) return 0;
  return ACTIVITY.test(head) || TASK.test(head) ? 1 : 0;
}
