/** What the shared tests (test/helpers/formats.ts) need of the k6 format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const legacy = (): string => sample("k6/pasted-legacy-failed-checks-pass-fail-counts.txt");
const grouped = (): string => sample("k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt");

/** Security: inputs whose metric names, tags, checks and titles are the reserved names (k6 builds no key from input). */
export const keyInputs: Record<string, string> = {
  "metric names and tags like prototype keys": `${RESERVED.map((k) => `     ${k}.....: 1   1/s\n       { ${k}:true }...: 1   1/s`).join("\n")}\n${legacy()}`,
  "checks, groups and thresholds named like prototype keys": grouped().replace("✗ tree: status 200", "✗ __proto__").replace("█ TOTAL RESULTS", "█ GROUP: constructor").replace("    checks\n", "    prototype\n"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["     http_reqs.......: ", "   ✓ ", "      ↳  ", "  █ ", "avg=", "running (", "    ✓ '", "{ a:b }...: "];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "k6: a trend of 100,000 columns": () => `     http_req_duration...: ${"avg=1ms ".repeat(100_000)}\n`,
  "k6: a 2 MB dot leader": () => `     http_reqs${".".repeat(MB2)}: 1 1/s\n`,
  "k6: a 2 MB sub-metric tag": () => `     http_reqs...: 1 1/s\n       { ${"a".repeat(MB2)} }...: 1 1/s\n`,
  "k6: a 512 KB count": () => `     http_reqs...: ${"9".repeat(KB512)} 1/s\n`,
  "k6: 2 MB of blanks in a check's name": () => `     ✓ a${" ".repeat(MB2)}b\n`,
  "k6: one summary 1,000 times": () => legacy().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "k6/pasted-legacy-failed-checks-pass-fail-counts.txt", after: "     http_reqs......................: " };
