/** Finding hey's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import { goDuration, heyProgram } from "../../kit/programs.js";

export { goDuration, heyProgram };
import { MESSAGE, RUN_LINES, startsSummary, STATUS_TITLE, SUMMARY, USAGE, USAGE_BODY } from "./lines.js";



/** A -c or -n value as Go's flag.Int reads it (decimal here); undefined when hey would refuse it. */
export function intArgument(value: string | true | undefined): number | undefined {
  if (typeof value !== "string" || !/^\+?\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}


// hey 0.1.x — FORMATS-more.md §2

export const heySignature: ExtractSignature = {
  start: [startsSummary, USAGE, MESSAGE],
  body: [...RUN_LINES, USAGE, ...USAGE_BODY, MESSAGE],
  runStart: [SUMMARY, USAGE, MESSAGE],
  runEnd: [STATUS_TITLE],
  splitBefore: [
    /Summary:/, /(?:Total|Slowest|Fastest|Average):\s+(?:\d|NaN)/, /Requests\/sec:\s+\d/, /(?:Total data|Size\/request):\s+\d/,
    /Response time histogram:/, /Latency distribution:/, /Details \(average, fastest, slowest\):/,
    /(?:DNS\+dialup|DNS-lookup|req write|resp wait|resp read):\s+(?:\d|NaN)/, /Status code distribution:/, /Error distribution:/,
    /(?<![\d.])\d+\.\d{3} \[\d+\]/, /(?<![\d.])\d{1,2}% in \d/, /\[\d{3}\]\s+\d+ responses/,
  ],
};
