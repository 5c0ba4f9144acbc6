/** What the shared tests (test/helpers/formats.ts) need of the bombardier format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("bombardier/written-v2-d10s-c125-l-total-2xx-errors-cr-progress.txt");

/** Security: inputs whose URLs, error texts or values are the reserved names (bombardier builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "a URL and error texts named like prototype keys": run().replace("http://127.0.0.1:18005/", "http://__proto__/constructor").replace("timeout - 3", "__proto__ - 3\n    constructor - 1"),
  "prose lines named like prototype keys": RESERVED.map((k) => `${k}: 1\n`).join("") + run(),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Bombarding http://h/ for ", "  Reqs/sec  ", "  Latency  1.00ms ", "     50%  ", "    1xx - ", "  Errors:\n    x - ", "  Throughput: ", "["];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "bombardier: an error line of 2 MB of ` - ` before its count": () => `${run().replace("  Throughput:", `    ${" - ".repeat(MB2 / 3)}x - 1\n  Throughput:`)}`,
  "bombardier: a progress bar 2 MB long": () => `[${"=".repeat(MB2)}\n${run()}`,
  "bombardier: 50,000 status classes on one line": () => `    ${"1xx - 1, ".repeat(50_000)}\n`,
  "bombardier: a 512 KB Throughput value": () => `  Throughput: ${"1".repeat(KB512)}x/s\n`,
  "bombardier: one run 1,000 times": () => run().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt", after: "    1xx - " };
