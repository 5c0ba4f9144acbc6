/**
 * pidstat -o JSON is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values
 * mean to pidstat is src/formats/pidstat/json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as pidstatJsonGrammar } from "../kit/json.js";
