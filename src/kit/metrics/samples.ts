import type { MetricFamily, MetricSample } from "./types.js";

/**
 * Collects one record's metric samples: `put` skips a value the record does not have and gives each sample the
 * record's time and the labels (`labels` when a call gives none; no labels object when there are none).
 *
 * @example
 * const { out, put } = sampleCollector("2026-12-06T10:00:00Z");
 * put(ACCESSES, 12); put(WORKERS, undefined, { state: "busy" });
 * out; //=> [{ family: ACCESSES, value: 12, timestamp: "2026-12-06T10:00:00Z" }]
 */
export function sampleCollector(
  timestamp: string | undefined,
  labels: Readonly<Record<string, string>> = {},
): { out: MetricSample[]; put(family: MetricFamily, value: number | undefined, labels?: Readonly<Record<string, string>>): void } {
  const out: MetricSample[] = [];
  return {
    out,
    put(family, value, own = labels) {
      if (value !== undefined) out.push({ family, value, ...(Object.keys(own).length ? { labels: own } : {}), ...(timestamp !== undefined ? { timestamp } : {}) });
    },
  };
}
