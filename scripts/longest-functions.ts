// Lists the longest functions under a folder (default src/), for keeping functions short enough to hold in one's head.
// A function's length is its lines from the line it starts on to its closing line, nested functions included.
// Usage: npx tsx scripts/longest-functions.ts [folder] [--most N]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

interface FunctionLength {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly lines: number;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

/** The name a reader would look for: the declaration's own, or the variable or property it is assigned to. */
function nameOf(node: ts.Node): string {
  const own = (node as { name?: ts.Node }).name;
  if (own !== undefined && (ts.isIdentifier(own) || ts.isPrivateIdentifier(own))) return own.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isCallExpression(parent)) return `${nameOf(parent.parent)} (callback)`;
  return '<anonymous>';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node)
  );
}

function functionsOf(file: string, root: string): FunctionLength[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node) && node.body !== undefined) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: nameOf(node), file: relative(root, file), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function main(args: readonly string[]): void {
  const mostAt = args.indexOf('--most');
  const most = mostAt >= 0 ? Number(args[mostAt + 1]) : 10;
  const folder = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--most') ?? 'src';
  const all = sourceFiles(folder).flatMap((f) => functionsOf(f, folder));
  all.sort((a, b) => b.lines - a.lines);
  for (const f of all.slice(0, most)) console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.file}:${f.line}`);
}

main(process.argv.slice(2));
