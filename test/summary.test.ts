import { describe, expect, it } from "vitest";
import { parse, summarize } from "../src/index.js";
import { sample } from "./helpers/samples.js";

describe("load-test summary (ab and webbench in one shape)", () => {
  it("summarizes an ab run, rebuilding its URL", () => {
    const [run] = parse(sample("ab/ab-plain-n1000-c10.txt"), { format: "ab" });
    expect(summarize(run!)).toMatchObject({
      format: "ab",
      target: "http://127.0.0.1:8081/index.html",
      concurrency: 10,
      requests: 1000,
      successful: 1000,
      failed: 0,
      requestsPerSecond: 10289.65,
    });
    expect(summarize(run!).latencyPercentiles?.map((p) => p.percent)).toEqual([50, 66, 75, 80, 90, 95, 98, 99, 100]);
  });

  it("counts non-2xx responses as failed in the summary", () => {
    const [run] = parse(sample("ab/ab-non2xx-404-n200-c4.txt"), { format: "ab" });
    expect(summarize(run!)).toMatchObject({ requests: 200, successful: 0, failed: 200, successRate: 0 });
  });

  it("uses https and the bracketed IPv6 host where ab printed them", () => {
    const [tls] = parse(sample("ab/ab-https-rsa-n300-c5.txt"), { format: "ab" });
    expect(summarize(tls!).target).toMatch(/^https:\/\/localhost:8443\//);
    const [v6] = parse(sample("ab/ab-ipv6-loopback-n200-c5.txt"), { format: "ab" });
    expect(summarize(v6!).target).toMatch(/^http:\/\/\[::1\]:8081\//);
  });

  it("summarizes a webbench run with the exact request rate, not the truncated pages/min", () => {
    const runs = parse(sample("webbench/seed000-one-cell-en-dash-c500.txt"), { format: "webbench" });
    const s = summarize(runs[0]!);
    expect(s).toMatchObject({ format: "webbench", concurrency: 500, durationSeconds: 30, requests: 28119, successful: 28039, failed: 80 });
    expect(s.requestsPerSecond).toBeCloseTo(28119 / 30, 6);
    expect(s.latencyPercentiles).toBeUndefined();
  });
});
