/** What the shared tests (test/helpers/formats.ts) need of the vegeta-json format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const report = (): string => sample("vegeta-json/report-json-vault-benchmark-kvv2_read_test.json");
const line = (): string => sample("vegeta-json/encode-json-line-new-format-headers.jsonl");

/** Security: status codes, members and headers named like prototype keys. */
export const keyInputs: Record<string, string> = {
  "status codes and members named like prototype keys": report().replace('"status_codes":{"200":1090}', `"status_codes":{${RESERVED.map((k) => `"${k}":1`).join(",")}},"__proto__":1`),
  "headers named like prototype keys": line().replace('"Content-Type"', '"__proto__"').replace('"Content-Length"', '"constructor"'),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ['{"latencies": {', '{"seq": 1, "latency": ', '"status_codes": {', "[", ","];

/** Security: long strings and numbers, deep nesting and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "vegeta-json: 512 KB of '[' in a result": () => `{"seq": 1, "latency": 1, "bytes_in": 0, "headers": ${"[".repeat(KB512)}\n`,
  "vegeta-json: a 2 MB error": () => line().replace('"error":""', `"error":"${"a".repeat(MB2)}"`),
  "vegeta-json: a 2 MB latency": () => line().replace('"latency":117952597', `"latency":${"9".repeat(MB2)}`),
  "vegeta-json: one encode line 5,000 times": () => line().repeat(5000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "vegeta-json/report-json-vault-benchmark-kvv2_read_test.json", after: '"requests":' };
