/** What the shared tests (test/helpers/formats.ts) need of the k6-json format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const exported = (): string => sample("k6-json/k6-summary_test.go-expectedOldJSONExportResult.json");
const data = (): string => sample("k6-json/k6-junit-issue10-handleSummary-data.json");
const HEAD = '{"root_group": {"name": "", "path": "", "groups": [], "checks": []}, "metrics": {';

/** Security: metric names, tags, statistics, thresholds, checks and groups named like prototype keys. */
export const keyInputs: Record<string, string> = {
  "metrics and statistics named like prototype keys": `${HEAD}${RESERVED.map((k) => `"${k}": {"${k}": 1, "avg": 2}, "${k}{${k}:true}": {"count": 1, "rate": 1, "thresholds": {"${k}": false}}`).join(", ")}}}`,
  "checks and groups named like prototype keys": exported().replace(/"check2"/g, '"__proto__"').replace(/"child"/g, '"constructor"'),
  "handleSummary members named like prototype keys": data().replace('"state": {', '"state": {"__proto__": 1, ').replace('"type": "counter"', '"type": "counter", "prototype": 1'),
};

/** Security: prefixes the format treats specially, repeated 50,000 times (nested openings: a deep document). */
export const prefixes = ['{"metrics": {', '"root_group": {', '"groups": [', '{"a": ', ",", '"thresholds": {'];

/** Security: long strings and numbers, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "k6-json: 512 KB of nested groups": () => `{"metrics": {}, "root_group": ${'{"groups": ['.repeat(KB512 / 12)}\n`,
  "k6-json: a 2 MB metric name": () => `${HEAD}"${"a".repeat(MB2)}": {"count": 1, "rate": 1}}}\n`,
  "k6-json: a 2 MB number": () => `${HEAD}"http_reqs": {"count": ${"9".repeat(MB2)}, "rate": 1}}}\n`,
  "k6-json: 20,000 metrics on one line": () => `${HEAD}${Array.from({ length: 20_000 }, (_, i) => `"m${i}": {"count": 1, "rate": 1}`).join(", ")}}}\n`,
  "k6-json: one document 100 times": () => data().repeat(100),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "k6-json/k6-junit-issue10-handleSummary-data.json", after: '"testRunDurationMs": ' };
