import { shiftDecimal } from "../../../kit/metrics/units.js";
import { ParseError } from "../../../kit/errors.js";
import type { ParseContext } from "../../../kit/format.js";
import { parseInteger, parseNumber } from "../../../normalize/number.js";
import { ValueError } from "../../../normalize/value-error.js";
import type { VegetaBucket, VegetaLatencies } from "../schema.js";
import type { VegetaJsonMember, VegetaJsonRawRecord, VegetaJsonRawReport, VegetaJsonRawResult } from "./raw.js";
import type { VegetaJsonRecord, VegetaJsonReport, VegetaJsonResult } from "./schema.js";

/** lib/metrics.go's latency keys (ns), as the record's (ms). */
const LATENCY_KEYS: Record<string, keyof VegetaLatencies> = { min: "minMs", mean: "meanMs", "50th": "p50Ms", "90th": "p90Ms", "95th": "p95Ms", "99th": "p99Ms", max: "maxMs" };
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** vegeta's JSON to records: a report as the vegeta text report's record, a result line as one request. */
export function normalizeVegetaJson(raw: VegetaJsonRawRecord[], ctx: ParseContext): VegetaJsonRecord[] {
  if (raw.length === 0) throw new ParseError({ format: "vegeta-json", source: ctx.source, text: ctx.text, offset: 0, message: "no vegeta JSON in the input" });
  const fail = (at: VegetaJsonMember | { offset: number }, error: unknown): never => {
    throw new ParseError({ format: "vegeta-json", source: ctx.source, text: ctx.text, offset: at.offset, message: error instanceof ValueError ? error.message : String(error) });
  };
  const read = <T>(m: VegetaJsonMember, what: string, f: (text: string) => T): T => {
    if (m.type !== "number") return fail(m, new ValueError(`${what}: not a number: ${m.text.slice(0, 40)}`));
    try {
      return f(m.text);
    } catch (err) {
      return fail(m, err instanceof ValueError ? new ValueError(`${what}: ${err.message}`) : err);
    }
  };
  const whole = (m: VegetaJsonMember, what: string): number => read(m, what, parseInteger);
  const num = (m: VegetaJsonMember, what: string): number => read(m, what, (t) => parseNumber(t));
  const str = (m: VegetaJsonMember, what: string, re?: RegExp): string => {
    if (m.type !== "string" || (re !== undefined && !re.test(m.text))) return fail(m, new ValueError(`${what}: not as vegeta prints it: ${m.text.slice(0, 40)}`));
    return m.text;
  };
  return raw.map((r) => (r.kind === "report" ? report(r) : result(r)));

  function report(r: VegetaJsonRawReport): VegetaJsonReport {
    const rec: VegetaJsonReport = { format: "vegeta-json", kind: "report", status: "complete" };
    const warnings: string[] = [];
    const get = (name: string): VegetaJsonMember | undefined => r.members.find((m) => m.name === name);
    const requests = get("requests");
    if (requests) rec.requests = whole(requests, "requests");
    const rate = get("rate");
    if (rate) rec.ratePerSecond = num(rate, "rate");
    const throughput = get("throughput");
    if (throughput) rec.throughputPerSecond = num(throughput, "throughput");
    // duration is the attack's (ns), wait the last response's; the text's total is their sum
    const duration = get("duration");
    const wait = get("wait");
    const attackNs = duration ? whole(duration, "duration") : undefined;
    const waitNs = wait ? whole(wait, "wait") : undefined;
    if (attackNs !== undefined && waitNs !== undefined) rec.durationSeconds = shiftDecimal(attackNs + waitNs, -9);
    if (attackNs !== undefined) rec.attackSeconds = shiftDecimal(attackNs, -9);
    if (waitNs !== undefined) rec.waitSeconds = shiftDecimal(waitNs, -9);
    const latency: VegetaLatencies = {};
    for (const m of r.latencies) {
      const key = LATENCY_KEYS[m.name];
      if (key !== undefined) latency[key] = shiftDecimal(whole(m, `latencies.${m.name}`), -6);
    }
    if (r.latencies.length > 0) rec.latency = latency;
    for (const [field, members] of [["bytesIn", r.bytesIn], ["bytesOut", r.bytesOut]] as const) {
      const total = members.find((m) => m.name === "total");
      const mean = members.find((m) => m.name === "mean");
      if (total) rec[field] = { totalBytes: whole(total, `${field}.total`), ...(mean ? { meanBytes: num(mean, `${field}.mean`) } : {}) };
    }
    const success = get("success");
    if (success) {
      const ratio = num(success, "success");
      if (ratio < 0 || ratio > 1) fail(success, new ValueError(`success: a ratio outside 0-1: ${success.text}`));
      rec.successPercent = shiftDecimal(ratio, 2);
    }
    // (Go's encoding/json prints a map's keys sorted, as the text report sorts its codes)
    if (r.statusCodes.length > 0 || get("requests")) rec.statusCodes = r.statusCodes.map((m) => ({ code: m.name, count: whole(m, `status_codes.${m.name}`) }));
    if (r.errors.length > 0) rec.errors = r.errors.map((m) => str(m, "errors"));
    if (r.buckets.length > 0) rec.buckets = buckets(r.buckets, rec.requests, warnings);
    for (const name of ["earliest", "latest", "end"] as const) {
      const m = get(name);
      if (m) rec[name] = str(m, name, RFC3339);
    }
    const missing = ["requests", "rate", "duration", "wait", "success"].filter((n) => get(n) === undefined);
    if (missing.length || r.latencies.length === 0) {
      rec.status = "incomplete";
      warnings.push(`members vegeta prints are missing: ${[...missing, ...(r.latencies.length === 0 ? ["latencies"] : [])].join(", ")}`);
    }
    // a report whose metrics were not closed (lib.Metrics used without Close): means and rates left at 0
    if (attackNs === 0 && rec.requests !== undefined && rec.requests > 0) warnings.push("duration 0 with requests: the report's metrics were not closed (means, rates and success are left at 0 by vegeta)");
    if (warnings.length) rec.warnings = warnings;
    return rec;
  }

  /**
   * `buckets` (lib/histogram.go MarshalJSON: `"<lower bound ns>": count` in the order given to -buckets) as the rows
   * `-type=hist` prints: each bucket up to the next one's lower bound, the last to +Inf, its share of the histogram's
   * total (unrounded; the text rounds it to %.2f).
   */
  function buckets(members: VegetaJsonMember[], requests: number | undefined, warnings: string[]): VegetaBucket[] {
    const lows = members.map((m) => {
      const ns = /^\d+$/.test(m.name) ? Number(m.name) : Number.NaN;
      return Number.isSafeInteger(ns) ? shiftDecimal(ns, -6) : fail(m, new ValueError(`buckets: not a lower bound in ns (a whole number): ${JSON.stringify(m.name.slice(0, 40))}`));
    });
    const counts = members.map((m) => whole(m, `buckets.${m.name}`));
    const total = counts.reduce((n, c) => n + c, 0);
    if (total === 0) warnings.push("the histogram counts no results: its shares are 0");
    else if (requests !== undefined && total !== requests) warnings.push(`the histogram counts ${total} results, the report ${requests} requests (vegeta counts each result in both)`);
    return members.map((_, i) => ({ fromMs: lows[i]!, toMs: i + 1 < lows.length ? lows[i + 1]! : null, count: counts[i]!, percent: total === 0 ? 0 : (counts[i]! * 100) / total }));
  }

  function result(r: VegetaJsonRawResult): VegetaJsonResult {
    const get = (name: string): VegetaJsonMember | undefined => r.members.find((m) => m.name === name);
    const need = (name: string): VegetaJsonMember => get(name) ?? fail(r, new ValueError(`a result without its "${name}"`));
    const statusCode = whole(need("code"), "code");
    if (statusCode > 999) fail(need("code"), new ValueError(`code: not a status code: ${statusCode}`));
    const rec: VegetaJsonResult = {
      format: "vegeta-json",
      kind: "result",
      seq: whole(need("seq"), "seq"),
      statusCode,
      timestamp: str(need("timestamp"), "timestamp", RFC3339),
      latencyMs: shiftDecimal(whole(need("latency"), "latency"), -6),
      bytesOut: whole(need("bytes_out"), "bytes_out"),
      bytesIn: whole(need("bytes_in"), "bytes_in"),
    };
    const attack = get("attack");
    if (attack) rec.attack = str(attack, "attack");
    const error = get("error");
    if (error && error.text !== "") rec.error = str(error, "error");
    const body = get("body");
    if (body && body.type === "string" && body.text !== "") rec.bodyBase64 = str(body, "body", /^[A-Za-z0-9+/]*={0,2}$/);
    for (const name of ["method", "url"] as const) {
      const m = get(name);
      if (m && m.text !== "") rec[name] = str(m, name);
    }
    if (r.headers) rec.headers = r.headers;
    return rec;
  }
}
