/**
 * k6's JSON summaries (`--summary-export`, handleSummary's `data`) are read with the one JSON grammar every JSON source
 * shares (grammars/kit/json.ts); what their values mean to k6 is src/formats/k6/json/. This folder keeps the syntax
 * diagram (diagram.html).
 */
export { jsonGrammar as k6JsonGrammar } from "../kit/json.js";
