/**
 * For the `benchparse run` tests: which tools are there (a missing one skips visibly, and fails when CI=true), and
 * the processes a run started (by pid, from ps).
 */
import { spawnSync } from "node:child_process";

export const inCI = process.env.CI === "true";

/** Whether the programs are installed; when one is not: a visible warning, or (CI=true) an error. */
export function requireTools(what: string, bins: string[]): boolean {
  const missing = bins.filter((b) => spawnSync("sh", ["-c", `command -v ${b}`]).status !== 0);
  if (missing.length === 0) return true;
  if (inCI) throw new Error(`${what}: ${missing.join(", ")} missing and CI=true (apt-get install nginx wrk sysstat procps)`);
  console.warn(`[${what}] SKIPPED: ${missing.join(", ")} not installed`);
  return false;
}

/** The processes under `pid` (its children, theirs...), with their command lines. */
export function descendants(pid: number): { pid: number; command: string }[] {
  const r = spawnSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" });
  const children = new Map<number, { pid: number; command: string }[]>();
  for (const line of r.stdout.split("\n")) {
    const m = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const list = children.get(Number(m[2])) ?? [];
    list.push({ pid: Number(m[1]), command: m[3]! });
    children.set(Number(m[2]), list);
  }
  const out: { pid: number; command: string }[] = [];
  const walk = (p: number): void => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c.pid);
    }
  };
  walk(pid);
  return out;
}

/** Whether a process of that pid is alive (a zombie is not). */
export function alive(pid: number): boolean {
  const r = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" });
  return r.status === 0 && r.stdout.trim() !== "" && !r.stdout.trim().startsWith("Z");
}
