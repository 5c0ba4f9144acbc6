import { member, scalarText, type JsonObject, type JsonScalar, type JsonValue } from "../../../../grammars/kit/json.js";
import type { ParseContext } from "../../../kit/format.js";
import { readJsonInput } from "../../load-test/json.js";

/** A value as k6 printed it: a number's text (or a word: `true`, `null`), where it is. */
export interface K6JsonPrinted {
  text: string;
  /** `number`, `string` or `word` (true, false, null). */
  type: JsonScalar["type"];
  offset: number;
}

/** One member of `metrics`: its key as printed (`http_req_duration{expected_response:true}`) and its statistics. */
export interface K6JsonRawMetric {
  key: string;
  offset: number;
  /** handleSummary's `type` (trend, counter, rate, gauge) and `contains` (time, data, default); absent in --summary-export. */
  type?: string;
  contains?: string;
  /** The statistics in their order (`avg`, `p(95)`, `count`, `rate`, `passes`, `value`...). */
  values: ({ stat: string } & K6JsonPrinted)[];
  /**
   * Each threshold's flag: `"p(95)<500": true` (--summary-export: the flag says it failed, k6's LastFailed: `failed`)
   * or `"p(95)<500": {"ok": true}` (handleSummary: `ok`).
   */
  thresholds: ({ source: string; form: "failed" | "ok" } & K6JsonPrinted)[];
}

/** A check of `root_group` or of one of its groups (nested). */
export interface K6JsonRawCheck {
  name: string;
  /** The group it is in (its name; absent at the root). */
  group?: string;
  offset: number;
  passes?: K6JsonPrinted;
  fails?: K6JsonPrinted;
}

/** One k6 JSON summary as printed (every value a string). */
export interface K6JsonRawSummary {
  format: "k6-json";
  /** summary-export: `k6 run --summary-export` (legacy: statistics directly under each metric); handle-summary: handleSummary's `data` (`type`, `contains`, `values`). */
  source: "summary-export" | "handle-summary";
  offset: number;
  /** False when the document ends before its closing brace (cut off). */
  closed: boolean;
  /** handleSummary's `state.testRunDurationMs`. */
  testRunDurationMs?: K6JsonPrinted;
  metrics: K6JsonRawMetric[];
  checks: K6JsonRawCheck[];
}

const printed = (v: JsonValue | undefined): K6JsonPrinted | undefined =>
  v !== undefined && v.type !== "object" && v.type !== "array" ? { text: v.text, type: v.type, offset: v.offset } : undefined;

/**
 * Reads k6's JSON summaries: one record per document (documents may follow one another). A document is an object
 * with a `metrics` object; handleSummary's when its metrics have `values` (or it has `state` or `options`), else
 * --summary-export's. The members of an object or array the input ends inside are left out (normalize warns).
 */
export function k6JsonRaw(ctx: ParseContext): K6JsonRawSummary[] {
  const { doc, fail } = readJsonInput(ctx, "k6-json", { strict: "k6" });
  const out: K6JsonRawSummary[] = [];
  for (const root of doc.values) {
    const metrics = root.type === "object" ? member(root, "metrics") : undefined;
    if (root.type !== "object" || metrics?.type !== "object") return fail(root.offset, 'not a k6 summary: a JSON object with a "metrics" object (k6 run --summary-export, or handleSummary\'s data)');
    const handle = member(root, "state") !== undefined || member(root, "options") !== undefined || metrics.values.some((m) => m.type === "object" && member(m, "values") !== undefined);
    const summary: K6JsonRawSummary = { format: "k6-json", source: handle ? "handle-summary" : "summary-export", offset: root.offset, closed: root.closed, metrics: [], checks: [] };
    const state = member(root, "state");
    const duration = state?.type === "object" ? printed(member(state, "testRunDurationMs")) : undefined;
    if (duration !== undefined) summary.testRunDurationMs = duration;
    metrics.keys.forEach((key, k) => {
      const m = metrics.values[k]!;
      if (m.type !== "object") return fail(m.offset, `metrics."${key}" is not an object`);
      if (!m.closed) return;
      summary.metrics.push(readMetric(key, m, fail));
    });
    const group = member(root, "root_group");
    if (group?.type === "object") readGroup(group, undefined, summary.checks, fail);
    out.push(summary);
  }
  return out;
}

function readMetric(key: string, m: JsonObject, fail: (offset: number, message: string) => never): K6JsonRawMetric {
  const out: K6JsonRawMetric = { key, offset: m.offset, values: [], thresholds: [] };
  const values = member(m, "values");
  const stats = values?.type === "object" ? values : m;
  for (const [name, into] of [["type", "type"], ["contains", "contains"]] as const) {
    const v = member(m, name);
    if (v !== undefined && v.type !== "string") fail(v.offset, `metrics."${key}".${name} is not a string`);
    if (v?.type === "string") out[into] = v.text;
  }
  stats.keys.forEach((stat, k) => {
    const v = stats.values[k]!;
    if (stats === m && (stat === "thresholds" || stat === "type" || stat === "contains")) return;
    const p = printed(v);
    if (p === undefined) return fail(v.offset, `metrics."${key}": the statistic "${stat}" is not a number`);
    out.values.push({ stat, ...p });
  });
  const thresholds = member(m, "thresholds");
  if (thresholds !== undefined && thresholds.type !== "object") fail(thresholds.offset, `metrics."${key}".thresholds is not an object`);
  if (thresholds?.type === "object") {
    thresholds.keys.forEach((source, k) => {
      const v = thresholds.values[k]!;
      const p = v.type === "object" ? printed(member(v, "ok")) : printed(v);
      if (p === undefined || p.type !== "word") return fail(v.offset, `metrics."${key}".thresholds."${source}": neither true/false nor {"ok": true/false}`);
      out.thresholds.push({ source, form: v.type === "object" ? "ok" : "failed", ...p });
    });
  }
  return out;
}

/** A group's checks, then its groups' (depth first): `checks` and `groups` are objects (--summary-export) or arrays. */
function readGroup(group: JsonObject, name: string | undefined, into: K6JsonRawCheck[], fail: (offset: number, message: string) => never): void {
  const items = (v: JsonValue | undefined): JsonValue[] => (v?.type === "array" ? v.items : v?.type === "object" ? v.values : []);
  for (const c of items(member(group, "checks"))) {
    if (c.type !== "object") return fail(c.offset, "a check is not an object");
    if (!c.closed) continue;
    const checkName = scalarText(member(c, "name"));
    if (checkName === undefined) return fail(c.offset, 'a check without its "name"');
    const check: K6JsonRawCheck = { name: checkName, ...(name !== undefined ? { group: name } : {}), offset: c.offset };
    const passes = printed(member(c, "passes"));
    const fails = printed(member(c, "fails"));
    if (passes !== undefined) check.passes = passes;
    if (fails !== undefined) check.fails = fails;
    into.push(check);
  }
  for (const g of items(member(group, "groups"))) {
    if (g.type !== "object") return fail(g.offset, "a group is not an object");
    readGroup(g, scalarText(member(g, "name")) ?? "", into, fail);
  }
}
