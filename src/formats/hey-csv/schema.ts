import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds (hey writes seconds with 4 decimals)`);

export const HeyCsvRecord = z
  .object(lazyShape({ format: z.literal("hey-csv").describe("Format id (always `hey-csv`)") }, () => ({
    responseTimeMs: ms("`response-time`: the whole request"),
    dnsDialupMs: ms("`DNS+dialup`: connection setup, DNS lookup and dial (0 on a reused connection)"),
    dnsMs: ms("`DNS`: the DNS lookup"),
    requestWriteMs: ms("`Request-write`: writing the request"),
    responseDelayMs: ms("`Response-delay`: from the request written to the first response byte"),
    responseReadMs: ms("`Response-read`: from the first response byte to the body read"),
    statusCode: z.number().int().min(0).max(999).optional().describe("`status-code`: the response's HTTP status code (no unit); absent in hey before 9fdda5a (2018-09)"),
    offsetSeconds: z.number().nonnegative().optional().describe("`offset`: when the request started, in seconds since the run started; absent in hey before 3dd8421 (2018-09)"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable (a value the input ends inside)"),
  })))
  .describe("One row of hey -o csv: one successful request (failed requests are not written; at most 1,000,000 rows), in completion order");
export type HeyCsvRecord = z.infer<typeof HeyCsvRecord>;
