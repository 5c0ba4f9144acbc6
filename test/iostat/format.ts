/** What the shared tests (test/helpers/formats.ts) need of the iostat format beyond its samples. */
import { sample } from "../helpers/samples.js";

const x = (): string => sample("iostat/iostat-x.txt");

/** Security: inputs whose headers or device names are the reserved names (iostat's column headers become keys). */
export const keyInputs: Record<string, string> = {
  "reserved column headers and device names": x().replace("r/s ", "__proto__ ").replace("rkB/s", "constructor").replace("%util", "prototype").replace(/^vda /m, "__proto__ "),
};

/** Security: prefixes the format treats specially, repeated 50,000 times. */
export const prefixes = ["avg-cpu:  %user ", "Device ", "Device:  tps ", "12/01/26 21:21:01 ", "   tps Device "];

/** Security: long lines and real output repeated to ~500 KB. */
export const pathological: Record<string, () => string> = {
  "iostat: a device row of 100,000 cells": () => `${x()}\nvda ${"1.00 ".repeat(100_000)}\n`,
  "iostat: one -x report 1,000 times": () => x().repeat(1000),
};

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "iostat/iostat-x.txt", after: "vda             26.20 " };
