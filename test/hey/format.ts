/** What the shared tests (test/helpers/formats.ts) need of the hey format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const run = (): string => sample("hey/hey-server-stopped-mid-run-z3s-c10.txt");

/** Security: inputs whose error messages, status codes or other lines are the reserved names (hey builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "error messages named like prototype keys": run().replace(/Get "http:\/\/127\.0\.0\.1:18090\/index\.html"/g, "__proto__"),
  "other lines named like prototype keys": run() + RESERVED.map((k) => `${k}: 1\n`).join(""),
  "a status row and a Details label with reserved words": sample("hey/hey-n5-c5.txt").replace("  [200]\t5 responses", "  [200]\t5 responses\n  [__proto__]\tconstructor").replace("DNS-lookup:", "prototype DNS-lookup:"),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["Summary:\n  Total:\t1.0000 secs\n", "  Total:\t", "  0.002 [1]\t|", "  10% in ", "  DNS+dialup:\t", "  [200]\t", "Usage: hey ", "-n cannot be less than -c."];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "hey: a shell prompt that almost matches, 2 MB long, after a run": () => `${run()}a@${"a".repeat(MB2)} b $\n`,
  "hey: 2 MB of blanks between `hey` and a word, after a run": () => `${run()}hey${" ".repeat(MB2)}x\n`,
  "hey: a Details row of 100,000 cells": () => `Summary:\n  Total:\t1.0000 secs\n  DNS+dialup:\t${"0.0001 secs, ".repeat(100_000)}\n`,
  "hey: a histogram bar of 2 MB": () => `Summary:\n  Total:\t1.0000 secs\n  0.002 [1]\t|${"\u25a0".repeat(MB2)}\n`,
  "hey: a 512 KB Requests/sec value": () => `Summary:\n  Requests/sec:\t${"1".repeat(KB512)}.5\n`,
  "hey: 2 MB of Summary: lines with Total: after each": () => "Summary:\n  Total:\t1.0000 secs\n".repeat(MB2 / 40),
  "hey: one run 400 times": () => run().repeat(400),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "hey/hey-n2000-c50.txt", after: "Requests/sec:\t" };
