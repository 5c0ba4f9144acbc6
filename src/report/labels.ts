/**
 * Target labels: `host[:port]/path` from the run's URL (scheme dropped, a port only when the URL shows one), or
 * what the user gives. Runs that share a label but report different `Server Software` (two servers tested on the
 * same address one after the other, seed 002) get the software added: `192.168.2.129/index.html (nginx/1.0.12)`.
 */
import type { Run } from "./rows.js";

export const UNKNOWN_TARGET = "(unknown target)";

/**
 * @example
 * targetLabel("http://192.168.3.254:81/info.php") //=> "192.168.3.254:81/info.php"
 * targetLabel("https://example.com") //=> "example.com/"
 */
export function targetLabel(url: string | undefined): string {
  if (url === undefined || url.trim() === "") return UNKNOWN_TARGET;
  const m = /^(?:[a-z][a-z0-9+.-]*:\/\/)?([^/?#\s]*)([^\s#]*)/i.exec(url.trim());
  if (!m) return url;
  const host = m[1]!;
  const path = m[2] === "" ? "/" : m[2]!;
  return `${host}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Applies user labels, then tells apart runs whose URL label is the same but whose server is not. `label` as a string names every run; as a map it renames targets (keys:
 * a label as printed, or a URL).
 */
export function applyLabels(runs: Run[], label: string | Record<string, string> | undefined): void {
  if (typeof label === "string") {
    for (const r of runs) {
      r.label = label;
      r.labelGiven = true;
    }
  } else if (label) {
    const map = new Map(Object.entries(label));
    for (const r of runs) {
      const renamed = map.get(r.label) ?? (r.url !== undefined ? (map.get(r.url) ?? map.get(targetLabel(r.url))) : undefined);
      if (renamed !== undefined) {
        r.label = renamed;
        r.labelGiven = true;
      }
    }
  }
  const byLabel = new Map<string, Run[]>();
  for (const r of runs) byLabel.set(r.label, [...(byLabel.get(r.label) ?? []), r]);
  for (const group of byLabel.values()) {
    if (group.some((r) => r.labelGiven)) continue;
    // Only servers that said who they are count (webbench prints no Server header).
    const software = new Set(group.map((r) => r.serverSoftware).filter((s): s is string => typeof s === "string"));
    if (software.size <= 1) continue;
    for (const r of group) if (typeof r.serverSoftware === "string") r.label = `${r.label} (${r.serverSoftware})`;
  }
}
