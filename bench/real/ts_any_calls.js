// The calls tsc checks no argument count of: a call or `new` whose callee is written with one of
// the given names (`a.m(..)`, `m(..)`, `new C(..)`) and whose receiver (`a`) or callee itself is
// typed `any`, by tsc's own checker over the code base's tsconfig.json. Run by `real.py label`
// on the pristine tree, with the pinned typescript package:
//   node ts_any_calls.js TYPESCRIPT_DIR REPO NAME...
// Prints {file: {name: [lines]}} (the line of the callee's name, as the truth's sites).
"use strict";
const path = require("path");
const [tsDir, repo, ...names] = process.argv.slice(2);
const ts = require(tsDir);
const wanted = new Set(names);

const cfgPath = path.join(repo, "tsconfig.json");
const cfg = ts.readConfigFile(cfgPath, ts.sys.readFile);
if (cfg.error) throw new Error(ts.flattenDiagnosticMessageText(cfg.error.messageText, "\n"));
const parsed = ts.parseJsonConfigFileContent(cfg.config, ts.sys, repo, undefined, cfgPath);
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options,
                                   projectReferences: parsed.projectReferences });
const checker = program.getTypeChecker();
const isAny = (node) => (checker.getTypeAtLocation(node).flags & ts.TypeFlags.Any) !== 0;

const out = {};
function record(sf, nameNode) {
  const file = path.relative(repo, sf.fileName);
  if (file.startsWith("..")) return;
  const line = sf.getLineAndCharacterOfPosition(nameNode.getStart(sf)).line + 1;
  const byName = (out[file] = out[file] || {});
  (byName[nameNode.text] = byName[nameNode.text] || new Set()).add(line);
}

for (const sf of program.getSourceFiles()) {
  if (sf.isDeclarationFile || path.relative(repo, sf.fileName).startsWith("..")) continue;
  const visit = (node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      let callee = node.expression;
      while (ts.isParenthesizedExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
      if (ts.isPropertyAccessExpression(callee) && wanted.has(callee.name.text)) {
        if (isAny(callee.expression) || isAny(callee)) record(sf, callee.name);
      } else if (ts.isIdentifier(callee) && wanted.has(callee.text)) {
        if (isAny(callee)) record(sf, callee);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const sorted = {};
for (const f of Object.keys(out).sort()) {
  sorted[f] = {};
  for (const n of Object.keys(out[f]).sort()) sorted[f][n] = [...out[f][n]].sort((a, b) => a - b);
}
process.stdout.write(JSON.stringify(sorted) + "\n");
