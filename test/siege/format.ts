/** What the shared tests (test/helpers/formats.ts) need of the siege format beyond its samples. */
import { sample } from "../helpers/samples.js";
import { KB512, MB2, RESERVED } from "../helpers/security.js";

const block = (): string => sample("siege/siege-classic-c10-r50.stderr.txt");
const json = (): string => sample("siege/siege-json-c10-r50.txt");

/** Security: inputs whose JSON keys, messages, marks or URLs are the reserved names (siege builds no key from its input). */
export const keyInputs: Record<string, string> = {
  "JSON keys named like prototype keys": json().replace("{", `{\t${RESERVED.map((k) => `"${k}": 1,`).join(" ")}\n`),
  "messages, marks and per-request URLs named like prototype keys": `${RESERVED.map((k) => `[error] ${k}\n**** ${k} ****\nHTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /${k}\n`).join("")}${block()}`,
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["** SIEGE ", "Transactions:\t\t", "{\t\"transactions\":\t", "\t\"availability\": 1, ", "HTTP/1.1 200 ", "2026-12-01 19:04:22, ", "[error] ", "**** ", "   0) "];

/** Security: long lines built to defeat a regular expression, and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "siege: a csv per-request line of 2 MB commas": () => `HTTP/1.1,200,  0.00,    600,${",".repeat(MB2)}x\n`,
  "siege: 2 MB of blanks inside a per-request line's request": () => `HTTP/1.1 200     0.00 secs:     600 bytes ==> GET${" ".repeat(MB2)}x\n`,
  "siege: a log row of 100,000 cells": () => `2026-12-01 19:04:22${", 1".repeat(100_000)}\n`,
  "siege: one JSON line of 50,000 pairs": () => `{${'"transactions": 1, '.repeat(50_000)}}\n`,
  "siege: a 512 KB Transactions value": () => `Transactions:\t\t${"1".repeat(KB512)} hits\n`,
  "siege: one run 1,000 times": () => block().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "siege/siege-classic-c10-r50.stderr.txt", after: "Elapsed time:\t\t" };
