import { sysstatJsonSignature } from "../../sysstat/json.js";
import type { ExtractSignature } from "../../../kit/line-tests.js";

/** pidstat -o JSON in other text: it opens at one of pidstat's activities or a task's ids (sysstatJsonSignature). */
export const pidstatJsonSignature: ExtractSignature = sysstatJsonSignature([
  /^\s*"(?:task-cpu-load|child-cpu-load|task-memory|child-memory|context-switch|realtime)"\s*:\s*\[/,
  /^\s*\{\s*"(?:UID|USER)"\s*:\s*"[^"]*"\s*,\s*"(?:PID|TGID)"\s*:/,
]);
