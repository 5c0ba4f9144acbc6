import { jsonObjectHead } from "../../../kit/detect.js";

/** How much of the input the detector looks at (a document is 2 to 4 KB; a command line may come first). */
const WINDOW = 16 * 1024;
/** An object opening with one of oha's top-level keys whose value is an object (`{"summary": {`, sorted: `{"details": {`). */
const OPENING = /^\{[ \t\r\n]*"(?:summary|details|errorDistribution|latencyPercentiles|latencyDistribution|responseTimeHistogram|reaponseTimeHistogram|rps|metrics|firstByteHistogram|firstBytePercentiles)"[ \t\r\n]*:[ \t\r\n]*\{/;
/** Members only oha's JSON has. */
const OWN = [/"successRate"[ \t\r\n]*:/, /"statusCodeDistribution"[ \t\r\n]*:/, /"(?:responseTimeHistogram|reaponseTimeHistogram)"[ \t\r\n]*:/, /"DNSDialup"[ \t\r\n]*:/, /"sizePerSec"[ \t\r\n]*:/];

/**
 * Scores text as oha's JSON (-j, --output-format json): a JSON object at a line's start (an `$ oha -j ...` line or
 * other lines pasted before it let be) that opens with one of oha's keys and holds two of the members only oha's JSON
 * has (`"successRate"`, `"statusCodeDistribution"`, `"responseTimeHistogram"`, `"DNSDialup"`, `"sizePerSec"`).
 */
export function detectOhaJson(text: string): number {
  const head = jsonObjectHead(text.slice(0, WINDOW));
  if (head === undefined || !OPENING.test(head.trimStart().replace(/^\ufeff/, ""))) return 0;
  const own = OWN.filter((re) => re.test(head)).length;
  return own >= 2 ? 1 : 0;
}
