/** Finding stub_status pages in other text (extract), and the programs that fetch them. */
import { DATE_LINE, type ExtractSignature } from "../../kit/line-tests.js";

/** curl and wget (the status-page kit's). */

// nginx stub_status — FORMATS.md §6; series are `date` (or `curl -i` heads) and pages in turn.

const STUB_FIRST = /^\s*Active connections:\s*\d+/;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

export const stubStatusSignature: ExtractSignature = {
  start: [STUB_FIRST],
  body: [
    STUB_FIRST, /^\s*server accepts handled requests/, /^\s*\d+\s+\d+\s+\d+(?:\s+\d+)?\s*$/,
    /^\s*Reading:\s*\d+\s+Writing:\s*\d+\s+Waiting:\s*\d+/, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/, /^\s*<\/?[a-zA-Z!]/,
  ],
  lead: [DATE_LINE, ...HTTP_LINE],
  splitBefore: [/Active connections:/, /server accepts handled requests/, /(?<=requests(?: request_time)?)\s+\d/, /Reading:\s*\d/],
};
