/**
 * bombardier -o json is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values
 * mean to bombardier is src/formats/bombardier/json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as bombardierJsonGrammar } from "../kit/json.js";
