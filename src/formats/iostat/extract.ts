/** Finding iostat's output in other text (extract), and its command line. */
import { DATE_LINE, NUMERIC_TOKEN, tokens, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { LINUX_BANNER } from "../sysstat/extract.js";
import { timestampOf } from "./raw.js";

const AVG_CPU = /^avg-cpu:\s+%user\s/;
const DEVICE_HEADER = /^(?:Device:?\s+(?:tps|rrqm\/s|r\/s)\s|\s*(?:tps|r\/s|w\/s|d\/s|f\/s)\s.*\sDevice\s*$)/;
/** A values row: numbers only (avg-cpu, sysstat 10-11 -h), or a device name and numbers (first, or last with -h). */
const VALUES: LineTest = (t) => {
  const toks = tokens(t);
  if (toks.length === 0) return false;
  const numbers = toks.filter((x) => NUMERIC_TOKEN.test(x)).length;
  return numbers >= toks.length - 1 && numbers >= 1;
};
/** A device name alone on its line (sysstat 10-11 -h), followed by its values. */
const NAME_LINE: LineTest = (t, next) => /^\S+$/.test(t.trim()) && next !== undefined && /^\s{6,}[-+]?\d/.test(next) && tokens(next).every((x) => NUMERIC_TOKEN.test(x));

/** sysstat's report header when iostat's rows follow it (sar and mpstat print the same header). */
const IOSTAT_BANNER: LineTest = (t, next) => LINUX_BANNER.test(t) && next !== undefined && (AVG_CPU.test(next) || DEVICE_HEADER.test(next) || timestampOf(next) !== undefined);

export const iostatSignature: ExtractSignature = {
  start: [IOSTAT_BANNER, AVG_CPU, DEVICE_HEADER],
  body: [AVG_CPU, DEVICE_HEADER, VALUES, NAME_LINE, DATE_LINE],
  lead: [DATE_LINE],
  hardStart: [LINUX_BANNER],
  splitBefore: [/Linux \S+ \(/, /avg-cpu:\s/, /Device:?\s+(?:tps|rrqm\/s|r\/s)\s/],
};
