/**
 * oha -j / --output-format json is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what
 * its values mean to oha is src/formats/oha/json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as ohaJsonGrammar } from "../kit/json.js";
