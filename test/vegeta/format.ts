/** What the shared tests (test/helpers/formats.ts) need of the vegeta format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const report = (): string => sample("vegeta/pasted-ngf-transport-errors-two-runs.txt");

/** Security: inputs whose labels, codes or errors are the reserved names (vegeta builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "errors named like prototype keys": report().replace(/^Get "http:\/\/cafe\.example\.com\/coffee".*$/m, RESERVED.join("\n")),
  "bracketed names like prototype keys": "Latencies     [__proto__, constructor]  1ms, 2ms\n" + report(),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Requests      [total, rate, throughput]  ", "Latencies     [", "Status Codes  [code:count]  200:", "Error Set:\n", "[0s,  ", "1m"];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "vegeta: a Latencies row of 100,000 values": () => `Latencies     [min, mean, 50, 90, 95, 99, max]  ${"1ms, ".repeat(100_000)}\n`,
  "vegeta: a 2 MB Go duration": () => `Duration      [total, attack, wait]  ${"1h".repeat(MB2 / 2)}1s, 1s, 1s\n`,
  "vegeta: a 512 KB status code": () => `Status Codes  [code:count]  ${"2".repeat(KB512)}:1\n`,
  "vegeta: 2 MB of an Error Set": () => `Status Codes  [code:count]  200:1\nError Set:\n${"Get x: EOF\n".repeat(MB2 / 11)}`,
  "vegeta: one report 1,000 times": () => report().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "vegeta/pasted-ngf-transport-errors-two-runs.txt", after: "Success       [ratio]                           " };
