/** Finding mpstat's output in other text (extract), and its command line. */
import { TIME_ROW, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { headerRowOwner } from "../sysstat/detect.js";
import { LINUX_BANNER, STATISTICS_ROW } from "../sysstat/extract.js";

/** One of mpstat's own column header rows (`12:00:01 PM  CPU  %usr  %nice  %sys  %iowait  %irq ...`). */
const MPSTAT_ROW: LineTest = (t) => headerRowOwner(t.trim()) === "mpstat";
/** sysstat's report header when mpstat's rows follow it (sar and iostat print the same header). */
const MPSTAT_BANNER: LineTest = (t, next) => LINUX_BANNER.test(t) && next !== undefined && headerRowOwner(next.trim()) === "mpstat";

export const mpstatSignature: ExtractSignature = {
  start: [MPSTAT_BANNER, MPSTAT_ROW],
  body: [TIME_ROW, STATISTICS_ROW],
  hardStart: [LINUX_BANNER],
  timeTable: true,
  splitBefore: [/Linux \S+ \(/, /Average:\s/],
};
