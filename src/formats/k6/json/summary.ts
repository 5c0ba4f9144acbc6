import type { LoadTestSummaryShape } from "../../../kit/format.js";
import { summarizeK6Results } from "../summary.js";
import type { K6JsonRecord } from "./schema.js";

/**
 * A k6 JSON summary as one row of a comparison, as the k6 text summary's (summarizeK6): the duration is
 * handleSummary's state.testRunDurationMs (--summary-export gives none), the VUs vus_max.
 */
export function summarizeK6Json(record: K6JsonRecord): LoadTestSummaryShape {
  return summarizeK6Results(record, record.testRunDurationSeconds);
}
