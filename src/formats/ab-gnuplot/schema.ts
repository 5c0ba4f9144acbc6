import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

export const AbGnuplotRecord = z
  .object(lazyShape({ format: z.literal("ab-gnuplot").describe("Format id (always `ab-gnuplot`)") }, () => ({
    startTime: z.string().nullable().describe("When the request started, ISO 8601 local time as ab printed it (no zone); null if the printed date is cut (ab 2.0.16-2.0.40)"),
    startEpochSeconds: z.number().nonnegative().describe("The `seconds` column: start time in seconds since the epoch (ab 2.0 prints microseconds; converted)"),
    ctimeMs: z.number().nonnegative().describe("Connect time, ms (ab counts it from 0)"),
    dtimeMs: z.number().describe("Processing time (total minus connect), ms: below 0 when the connect time rounds above the total"),
    ttimeMs: z.number().nonnegative().describe("Total time, ms (ab counts it from 0)"),
    waitMs: z.number().nonnegative().describe("Waiting time (until the first byte), ms (ab counts it from 0)"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable (a value the input ends inside)"),
  })))
  .describe("One request row of the gnuplot file written by ab -g (ab 2.2.9+ writes the rows sorted by ttime)");
export type AbGnuplotRecord = z.infer<typeof AbGnuplotRecord>;
