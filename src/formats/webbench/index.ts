import { webbenchGrammar } from "../../../grammars/webbench/parser.js";
import { runGrammar } from "../../api/grammar.js";
import type { FormatDefinition } from "../types.js";
import { detectWebbench } from "./detect.js";
import { webbenchMetrics } from "./metrics.js";
import { normalizeWebbench } from "./normalize.js";
import { groupRuns, type WebbenchRawRun } from "./raw.js";
import { WebbenchRecord } from "./schema.js";

export const webbenchFormat: FormatDefinition<WebbenchRecord, WebbenchRawRun> = {
  name: "webbench",
  description: "WebBench 1.5 (Radim Kolar) and its forks: one record per run, redirected captures and pasted table cells included",
  detect: detectWebbench,
  parseRaw(ctx) {
    const lines = runGrammar(webbenchGrammar, ctx.text, "webbench", ctx.source);
    return groupRuns(lines, ctx.text);
  },
  normalize: normalizeWebbench,
  schema: WebbenchRecord,
  metrics: webbenchMetrics,
};
