/**
 * mpstat -o JSON is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values
 * mean to mpstat is src/formats/mpstat-json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as mpstatJsonGrammar } from "../kit/json.js";
