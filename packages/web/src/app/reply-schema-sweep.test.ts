import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

/** Every source file of the web app that is not a test. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Endpoint = { file: string; name: string; result: string; checked: boolean };

/** Each `build.query<Result, Arg>({...})` and `build.mutation<...>` with whether it names a schema. */
function endpointsOf(path: string): Endpoint[] {
  const text = readFileSync(path, 'utf8');
  if (!text.includes('build.')) return [];
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: Endpoint[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isCallExpression(node.initializer) &&
      ts.isPropertyAccessExpression(node.initializer.expression) &&
      /^(query|mutation|infiniteQuery)$/.test(node.initializer.expression.name.text)
    ) {
      const call = node.initializer;
      const options = call.arguments[0];
      const names =
        options && ts.isObjectLiteralExpression(options)
          ? options.properties.map((p) => p.name?.getText(file))
          : [];
      found.push({
        file: relative(src, path),
        name: node.name.getText(file),
        result: call.typeArguments?.[0]?.getText(file) ?? '',
        checked: names.includes('responseSchema') || names.includes('rawResponseSchema'),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Replies no screen reads, for which the contract has no schema: a delete's `{ id }`, a new
 * order's ids (written as a type literal), and what the client computes itself from checked calls.
 */
const unread = (e: Endpoint) => e.result.startsWith('{') || e.result === 'void';
const computedOnTheClient = new Set(['crawlPlan']);

describe("every endpoint names the contract's schema of its reply", () => {
  const endpoints = sourceFiles(src).flatMap(endpointsOf);

  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it('has a responseSchema (or rawResponseSchema) on each endpoint whose reply a screen reads', () => {
    const missing = endpoints
      .filter((e) => !e.checked && !unread(e) && !computedOnTheClient.has(e.name))
      .map((e) => `${e.file}: ${e.name} (${e.result})`);
    expect(missing).toEqual([]);
  });
});
