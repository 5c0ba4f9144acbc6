/**
 * vegeta's JSON (`vegeta report -type=json`, `vegeta encode`'s JSON lines) is read with the one JSON grammar every JSON
 * source shares (grammars/kit/json.ts); what its values mean is src/formats/vegeta/json/. This folder keeps the
 * syntax diagram (diagram.html).
 */
export { jsonGrammar as vegetaJsonGrammar } from "../kit/json.js";
