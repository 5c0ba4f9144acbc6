/**
 * A campaign: the same load test against several servers at several concurrencies, each repeated, each watched by
 * the same monitors (`benchparse run --campaign plan.json`). The plan is JSON, checked by CampaignPlan; the runs go
 * in order (server, target, concurrency, repeat) and make one results document (CampaignResults), which
 * `benchparse report` turns into the campaign's table and charts.
 */
import * as z from "zod";
import { parseMonitor } from "./monitors.js";
import { runLines, runLoad, type RunResult, type StartTool } from "./run.js";

const seconds = () => z.number().int().min(0).max(3600);

const CampaignServer = () =>
  z
    .object({
      name: z.string().min(1).describe("The server's name in the table (nginx, apache)"),
      targets: z.array(z.string().min(1)).min(1).describe("The URLs the load test is run against ({target} in the tool's command)"),
      labels: z.record(z.string(), z.string()).optional().describe("More labels of this server's runs"),
      monitors: z.array(z.string()).optional().describe("Monitors of this server only, after the plan's (its status page: stub=URL, pidstat=nginx)"),
    })
    .strict();

/** The plan's schema (made when first asked for: not at every start of the CLI). */
const planSchema = () =>
  z
    .object({
      tool: z
        .array(z.string())
        .min(1)
        .describe("The load test's command line, one word per item; {target}, {concurrency} and {server} are replaced (ab -n 200 -c {concurrency} {target})"),
      servers: z.array(CampaignServer()).min(1),
      concurrency: z.array(z.number().int().min(1)).min(1).describe("The concurrencies, in the order they are run"),
      repeats: z.number().int().min(1).max(100).default(1).describe("Runs of each server, target and concurrency"),
      monitors: z.array(z.string()).default([]).describe("Monitors of every run (as --monitor takes them)"),
      interval: seconds().min(1).default(1).describe("The monitors' interval, seconds"),
      skip: seconds().default(0).describe("Warm-up cut, seconds"),
      pause: seconds().default(0).describe("Pause between two runs, seconds"),
    })
    .strict();
export type CampaignPlan = z.infer<ReturnType<typeof planSchema>>;
let schema: ReturnType<typeof planSchema> | undefined;
/** The zod schema of a campaign plan. */
export const campaignPlanSchema = (): ReturnType<typeof planSchema> => (schema ??= planSchema());

export interface CampaignResults {
  format: "benchparse-campaign";
  plan: CampaignPlan;
  startedAt: string;
  endedAt: string;
  /** True when a signal stopped the campaign before its last run. */
  interrupted: boolean;
  runs: RunResult[];
}

/** The plan checked (zod), its monitors too; throws an Error that names what is wrong. */
export function parsePlan(json: unknown): CampaignPlan {
  const result = campaignPlanSchema().safeParse(json);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join(".") || "plan"}: ${i.message}`).join("; "));
  const plan = result.data;
  for (const spec of [...plan.monitors, ...plan.servers.flatMap((s) => s.monitors ?? [])]) parseMonitor(spec, plan.interval);
  return plan;
}

/** One run of the matrix: its labels and its command line. */
export interface PlannedRun {
  server: CampaignPlan["servers"][number];
  target: string;
  concurrency: number;
  repeat: number;
  tool: string[];
}

/**
 * The plan's runs in order: each server, each of its targets, each concurrency, each repeat.
 *
 * @example
 * plannedRuns(parsePlan({ tool: ["ab", "-c", "{concurrency}", "{target}"], servers: [{ name: "a", targets: ["http://h/"] }], concurrency: [1, 2] }))
 *   .map((r) => r.tool.join(" ")) //=> ["ab -c 1 http://h/", "ab -c 2 http://h/"]
 */
export function plannedRuns(plan: CampaignPlan): PlannedRun[] {
  const out: PlannedRun[] = [];
  for (const server of plan.servers)
    for (const target of server.targets)
      for (const concurrency of plan.concurrency)
        for (let repeat = 1; repeat <= plan.repeats; repeat++) {
          const fill = (word: string): string =>
            word.replace(/\{(target|concurrency|server)\}/g, (_, k: string) => (k === "target" ? target : k === "server" ? server.name : String(concurrency)));
          out.push({ server, target, concurrency, repeat, tool: plan.tool.map(fill) });
        }
  return out;
}

/** Runs the plan's matrix in order; stops before the next run once `stopped()` says so (a signal). */
export async function runCampaign(
  plan: CampaignPlan,
  deps: { startTool: StartTool; warn?: (message: string) => void; progress?: (message: string) => void; stopped?: () => boolean },
): Promise<CampaignResults> {
  const startedAt = new Date().toISOString();
  const runs: RunResult[] = [];
  const planned = plannedRuns(plan);
  let interrupted = false;
  for (const [i, p] of planned.entries()) {
    if (deps.stopped?.()) {
      interrupted = true;
      break;
    }
    if (i > 0 && plan.pause > 0) await new Promise((resolve) => setTimeout(resolve, plan.pause * 1000));
    deps.progress?.(`run ${i + 1}/${planned.length}: ${p.server.name} c=${p.concurrency} #${p.repeat}`);
    const monitors = [...plan.monitors, ...(p.server.monitors ?? [])].map((m) => parseMonitor(m, plan.interval));
    const labels = { ...p.server.labels, server: p.server.name, target: p.target, concurrency: String(p.concurrency), repeat: String(p.repeat) };
    runs.push(await runLoad({ tool: p.tool, monitors, intervalSeconds: plan.interval, skipSeconds: plan.skip, labels, ...(deps.warn ? { warn: deps.warn } : {}) }, deps.startTool));
  }
  if (deps.stopped?.()) interrupted = runs.length < planned.length || interrupted;
  return { format: "benchparse-campaign", plan, startedAt, endedAt: new Date().toISOString(), interrupted, runs };
}

/** The results as NDJSON lines: the campaign's line, then each run's lines (runLines). */
export function campaignLines(results: CampaignResults): unknown[] {
  const { runs, ...head } = results;
  return [head, ...runs.flatMap(runLines)];
}
