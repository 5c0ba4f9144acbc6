import { sysstatJsonSignature } from "../../sysstat/json.js";
import type { ExtractSignature } from "../../../kit/line-tests.js";

/**
 * iostat -o JSON in other text: it opens at a sample's `"avg-cpu"` or first `"disk_device"`, or at a -t timestamp
 * with a date (`"timestamp": "12/06/26 15:14:33"`, ISO, epoch: mpstat's is a clock, sadf's an object) (sysstatJsonSignature).
 */
export const iostatJsonSignature: ExtractSignature = sysstatJsonSignature([
  /^\s*\{?\s*"timestamp"\s*:\s*"(?:\S+\s+\d{1,2}[:时時시]|\d{4}-\d\d-\d\dT|\d{9,11}")/,
  /^\s*\{?\s*"avg-cpu"\s*:\s*\{/,
  /^\s*\{?\s*"disk_device"\s*:/,
]);
