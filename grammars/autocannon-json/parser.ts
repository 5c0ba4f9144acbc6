/**
 * autocannon --json is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values
 * mean to autocannon is src/formats/autocannon/json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as autocannonJsonGrammar } from "../kit/json.js";
