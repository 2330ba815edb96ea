// Prints WORD<TAB>KEY for each word on standard input, computed by the site's
// stemmer.js, for Scripts/check-stemmers.sh.
//   node Scripts/stemmer-keys.js LANG [--raw] < words.txt
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [lang, flag] = process.argv.slice(2);
if (!lang) {
  console.error("usage: node stemmer-keys.js LANG [--raw] < words");
  process.exit(64);
}
const source = fs.readFileSync(path.join(__dirname, "..", "Sources", "Workbook", "Resources", "stemmer.js"), "utf8");
vm.runInThisContext(source, { filename: "stemmer.js" });
const stemmer = globalThis.WorkbookStemmer;
const compute = flag === "--raw" ? stemmer.stem : stemmer.key;

const lines = [];
for (const word of stemmer.words(fs.readFileSync(0, "utf8"))) {
  lines.push(word + "\t" + compute(word, lang));
}
process.stdout.write(lines.length ? lines.join("\n") + "\n" : "");
