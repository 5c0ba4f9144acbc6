/** Line tests the sysstat formats (sar, iostat, mpstat, pidstat) share for extract. */
import { statisticOf } from "../../../grammars/sysstat/tokens.js";
import { mostlyNumeric, tokens, type LineTest } from "../../kit/line-tests.js";

/** sysstat's report header line on Linux (`Linux 6.1.0 (host) \t11/30/2026 \t_x86_64_\t(2 CPU)`). */
export const LINUX_BANNER = /^Linux\s+\S+\s+\([^)\s]+\)\s+\S/;

/** `Average:` (and translations, `Summary:`) rows: numbers, or a header of column names (INTR, %user, rxpck/s). */
export const STATISTICS_ROW: LineTest = (t) => {
  const m = /^\s*([^\d\s:：][^:：]{0,24}[:：])\s*(.*)$/.exec(t);
  if (m === null) return false;
  const rest = tokens(m[2]!);
  // sysstat's own labels (`Summary:`, `Moyenne :`) whatever follows (USB rows end in product names)
  if (statisticOf(m[1]!) !== undefined && rest.length > 0) return true;
  return mostlyNumeric(rest.slice(1)) || (rest.length >= 2 && rest.every((r) => /[%/]|^[A-Z][A-Z0-9-]+$|^[a-z]+$|^_[a-z0-9]+_$/.test(r)) && rest.some((r) => /[%/]|^[A-Z]{2,}/.test(r)));
};
