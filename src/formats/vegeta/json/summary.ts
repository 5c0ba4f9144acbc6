import type { LoadTestSummaryShape } from "../../../kit/format.js";
import { summarizeVegeta } from "../summary.js";
import type { VegetaJsonRecord } from "./schema.js";

/**
 * A vegeta JSON report as one row of a comparison, as the text report's (summarizeVegeta); an encoded result (one
 * request) is no run: its row holds its format alone.
 */
export function summarizeVegetaJson(record: VegetaJsonRecord): LoadTestSummaryShape {
  return record.kind === "report" ? summarizeVegeta(record) : { format: record.format, status: "complete" };
}
