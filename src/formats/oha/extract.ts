/** Finding oha's output in other text (extract); its command line is src/kit/programs.ts ohaProgram. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import { OWN_LINES, RUN_LINES, startsSummary, STATUS_TITLE, SUMMARY } from "./lines.js";

// oha 0.1 to 1.15 — hatoo/oha src/printer.rs print_summary
/** A line only oha prints, or `Summary:` with `Success rate:` after it: where oha's output starts. */
const ownStart = (text: string, next: string | undefined): boolean => startsSummary(text, next) || OWN_LINES.some((re) => re.test(text));

export const ohaSignature: ExtractSignature = {
  start: [ownStart],
  body: RUN_LINES,
  runStart: [SUMMARY],
  runEnd: [STATUS_TITLE],
  splitBefore: [
    /Summary:/, /Success rate:\s+\d/, /(?:Total|Slowest|Fastest|Average):\s+(?:\d|NaN)/, /Requests\/sec:\s+\d/,
    /(?:Total data|Size\/request|Size\/sec):\s+\d/, /Response time histogram/, /(?:Response time|Latency) distribution/,
    /Details \(average, fastest, slowest\):/, /(?:DNS\+dialup|DNS-lookup):\s+(?:\d|NaN)/, /Status code distribution:/,
    /Error distribution:/, /(?<![\d.])\d+\.\d{3}(?: [a-z]+)? \[\d+\]/, /(?<![\d.])\d{1,2}\.\d\d% in \d/, /\[\d{3}\]\s+\d+ responses/,
  ],
};
