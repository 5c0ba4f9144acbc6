import type { TimeZone } from "./time-zone.js";
import type { InfluxPoint } from "../kit/metrics/types.js";

/**
 * InfluxDB line protocol (1.x and 2.x), one line per point as records arrive: `measurement,tag=v field=1.5,n=3i
 * 1700000000000000000`. Timestamps in nanoseconds; a point without one gets the time of the write (Influx's rule).
 * Tags are sorted by key (as Influx stores them); empty tag values are left out (Influx refuses them).
 */
export class InfluxEncoder {
  constructor(private readonly zone: TimeZone) {}

  encode(points: readonly InfluxPoint[], extra: readonly (readonly [string, string])[]): string {
    let out = "";
    for (const p of points) {
      let fields = "";
      for (const k in p.fields) {
        const v = p.fields[k]!;
        const text = typeof v === "number" ? (Number.isFinite(v) ? String(v) : undefined) : `${v.int}i`;
        if (text !== undefined) fields += `${fields ? "," : ""}${escapeKey(k)}=${text}`;
      }
      if (!fields) continue;
      const tags = new Map<string, string>(extra);
      if (p.tags) for (const k in p.tags) tags.set(k, p.tags[k]!);
      let tagText = "";
      for (const k of [...tags.keys()].sort()) {
        const v = tags.get(k)!;
        if (v !== "") tagText += `,${escapeKey(k)}=${escapeKey(v)}`;
      }
      out += `${p.measurement.replace(/[\\, ]/g, "\\$&").replace(/\n/g, " ")}${tagText} ${fields}${this.time(p.timestamp)}\n`;
    }
    return out;
  }

  end(): string {
    return "";
  }

  private time(timestamp: string | undefined): string {
    if (timestamp === undefined) return "";
    const at = this.zone.instant(timestamp);
    if (!at) return "";
    if (at.seconds > 0) return ` ${at.seconds}${String(at.nanos).padStart(9, "0")}`;
    return ` ${BigInt(at.seconds) * 1_000_000_000n + BigInt(at.nanos)}`;
  }
}

/**
 * A tag key, tag value or field key: commas, equals signs and spaces escaped; a line end cannot be (read as a
 * space); a backslash at the end is doubled, so that it cannot escape the space after it (Influx then keeps both).
 */
function escapeKey(s: string): string {
  return s.replace(/[,= ]/g, "\\$&").replace(/[\r\n]/g, " ").replace(/\\$/, "\\\\");
}
