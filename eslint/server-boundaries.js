// Two rules of the server's structure (docs/decisions.md, "Boundaries"), checked by lint:
// - module-entry: a file of apps/server/src/modules/<a>/ imports another module <b> only through <b>'s *.service.ts
//   (tests and test kits are white-box: they may use any file);
// - table-owner: a table is written (insertInto, updateTable, deleteFrom, or INSERT/UPDATE/DELETE in sql``) only by the
//   paths its owner list in apps/server/src/db/tables/owners.json names; seeds and migrations set up every table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
const owners = JSON.parse(readFileSync(path.join(serverSrc, 'db/tables/owners.json'), 'utf8'));

const moduleOf = (file) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
};
const isTestFile = (file) => /\.test\.tsx?$|-test-kit\.ts$/.test(file);
const isSetup = (rel) => rel.startsWith('db/seed/') || rel.startsWith('db/migrations/');

const moduleEntry = {
  meta: {
    type: 'problem',
    messages: {
      entry:
        "module '{{own}}' reaches into module '{{target}}' past its service: import '{{target}}/*.service.ts' instead",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(file);
    if (own === null || isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetModule = moduleOf(target);
      if (targetModule === null || targetModule === own) return;
      const name = path.basename(target);
      if (name.endsWith('.service.ts')) return;
      context.report({
        node: node.source,
        messageId: 'entry',
        data: { own, target: targetModule },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom']);
const SQL_WRITE = /\b(?:insert\s+into|delete\s+from)\s+([a-z_]+)|\bupdate\s+([a-z_]+)\s+set\b/gi;

const tableOwner = {
  meta: {
    type: 'problem',
    messages: {
      owner:
        "table '{{table}}' is written only by {{owners}} (apps/server/src/db/tables/owners.json)",
      unknown: "table '{{table}}' has no owner in apps/server/src/db/tables/owners.json",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const rel = path.relative(serverSrc, file).split(path.sep).join('/');
    if (rel.startsWith('..') || isSetup(rel) || isTestFile(file)) return {};
    const check = (node, table) => {
      const list = owners[table];
      if (!list) return context.report({ node, messageId: 'unknown', data: { table } });
      if (list.some((owner) => rel === owner || rel.startsWith(`${owner}/`))) return;
      context.report({ node, messageId: 'owner', data: { table, owners: list.join(', ') } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (first?.type === 'Literal' && typeof first.value === 'string')
          check(first, first.value.split(/\s+as\s+/i)[0]);
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? '').join(' ');
        for (const match of text.matchAll(SQL_WRITE))
          check(node, (match[1] ?? match[2]).toLowerCase());
      },
    };
  },
};

export const serverBoundaries = {
  meta: { name: 'server-boundaries' },
  rules: { 'module-entry': moduleEntry, 'table-owner': tableOwner },
};
