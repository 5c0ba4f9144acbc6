/** Finding sar's output in other text (extract), and its command line. */
import { mostlyNumeric, ROW_TIME, TAG_AT_END, TIME_ROW, tokens, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { intervalAndCount, sarProgram } from "../sysstat/command.js";

export { intervalAndCount, sarProgram };
import { STATISTICS_ROW } from "../sysstat/extract.js";

/** sar (sysstat's, and atsar's, which installs itself as `sar` too): `sar [options] [interval [count]]`. */


// sar (sysstat) — FORMATS.md §3

/** `Linux 6.1.0 (host)  11/30/2026  _x86_64_  (2 CPU)`; Unix sar: `AIX host 2 7 00F93CFF4C00    04/20/20`. */
const SAR_BANNER = /^(?:Linux\s+\S+\s+\([^)\s]+\)\s+\S|(?:AIX|HP-UX|SunOS)\s.*\s(?:\d\d\/\d\d\/\d{2,4}|\d{4}-\d\d-\d\d)\s*$)/;
const SAR_HEADER: LineTest = (t) => {
  const m = ROW_TIME.exec(t.trim());
  if (!m || TAG_AT_END.test(t)) return false;
  const rest = tokens(t.trim().slice(m[0].length));
  return rest.length >= 2 && !mostlyNumeric(rest) && rest.some((r) => /[%/]|^[A-Z]{2,}/.test(r));
};
export const sarSignature: ExtractSignature = {
  start: [SAR_BANNER, SAR_HEADER],
  body: [SAR_BANNER, TIME_ROW, STATISTICS_ROW, /LINUX RESTART/, /^System configuration:/],
  hardStart: [SAR_BANNER],
  timeTable: true,
  splitBefore: [/(?:Linux|AIX|HP-UX|SunOS) \S+ \(/, /Average:\s/],
};
