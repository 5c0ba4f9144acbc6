/** Finding pidstat's output in other text (extract), and its command line. */
import { TIME_ROW, type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import { headerRowOwner } from "../sysstat/detect.js";
import { LINUX_BANNER, STATISTICS_ROW } from "../sysstat/extract.js";

/** One of pidstat's column header rows (`12:00:01 PM  UID  PID  %usr ... Command`, `# Time  UID  PID ...`). */
const PIDSTAT_ROW: LineTest = (t) => headerRowOwner(t.trim()) === "pidstat";
/** sysstat's report header when pidstat's rows follow it (sar, iostat and mpstat print the same header). */
const PIDSTAT_BANNER: LineTest = (t, next) => LINUX_BANNER.test(t) && next !== undefined && headerRowOwner(next.trim()) === "pidstat";

export const pidstatSignature: ExtractSignature = {
  start: [PIDSTAT_BANNER, PIDSTAT_ROW],
  body: [TIME_ROW, STATISTICS_ROW, PIDSTAT_ROW],
  hardStart: [LINUX_BANNER],
  timeTable: true,
  splitBefore: [/Linux \S+ \(/, /Average:\s/],
};
