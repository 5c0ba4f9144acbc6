import { CONNECTIONS, PERCENTILE_HEADER, RUNNING, SAMPLED, STAT_HEADER, STAT_ROW, TOTALS, VERSION } from "./lines.js";
import { detectHead } from "../../kit/detect.js";


/**
 * Scores text as autocannon output. Its table header with a Req/Sec or Bytes/Sec row, its `Running` line with its
 * connections line, or the -v line are certain; the sampling footer, its totals line or the -l table's header (a
 * copy without the other tables) nearly so.
 */
export function detectAutocannon(text: string): number {
  const lines = detectHead(text).split("\n");
  let header = false;
  let row = false;
  let running = false;
  let connections = false;
  let footer = false;
  for (const line of lines) {
    if (VERSION.test(line)) return 1;
    header ||= STAT_HEADER.test(line);
    row ||= STAT_ROW.test(line) && /Req\/Sec|Bytes\/Sec|Latency \(ms\)|\bms\b/.test(line);
    running ||= RUNNING.test(line);
    connections ||= CONNECTIONS.test(line);
    footer ||= SAMPLED.test(line) || TOTALS.test(line) || PERCENTILE_HEADER.test(line);
  }
  if ((header && row) || (running && connections)) return 1;
  if (footer) return 0.9;
  if (header || row) return 0.6;
  return 0;
}
