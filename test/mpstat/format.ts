/** What the shared tests (test/helpers/formats.ts) need of the mpstat format beyond its samples. */
import { sample } from "../helpers/samples.js";

const all = (): string => sample("mpstat/mpstat-P-ALL-1-2.txt");

/** Security: inputs whose headers or CPU names are the reserved names (mpstat's column headers become keys). */
export const keyInputs: Record<string, string> = {
  "reserved column headers and items": all().replace(/%nice/g, "__proto__").replace(/%steal/g, "constructor").replace(/%guest /g, "prototype ").replace(/ all /g, " __proto__ "),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["22:33:18     CPU    %usr ", "Average:     all ", "Moyenne :  ", "12:00:01 AM  CPU    intr/s"];

/** Security: long lines and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "mpstat: a -I CPU row of 100,000 cells": () => `${all()}\n22:33:19  CPU ${"0/s ".repeat(100_000)}\n22:33:20  0 ${"1.00 ".repeat(100_000)}\n`,
  "mpstat: one -P ALL run 1,000 times": () => all().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "mpstat/mpstat-P-ALL-1-2.txt", after: "all   " };
