// Words a person reads, in the folders already converted to messages, come from the catalogs: no
// English text in JSX, in the attributes people read (aria-label, title, placeholder, alt, label)
// or in strings written straight into JSX. Add a folder to CONVERTED once its files are converted
// (docs/translating.md); the folders not yet converted are not checked.
// Words built in plain functions are not seen here: the pseudo-locale shows those (?lang=pseudo).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

export const CONVERTED = [
  'src/app',
  'src/i18n',
  'src/ui/setup',
  'src/ui/live',
  'src/ui/share',
  'src/ui/planar',
  'src/ui/draft',
  'src/ui/whatif',
  'src/ui/records',
  'src/ui/rulebook',
  'src/ui/quiz',
  'src/ui/teach',
  'src/chart',
  'src/ui/table',
];

/** Attributes whose value a person reads or hears. */
const READ = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** @lingui/react/macro's elements: their text is the message. */
const MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** Text with a letter in it: words, not "←", "·", "—" or "(809.3a)". */
const WORDS = /\p{L}\p{L}/u;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The string literals an expression shows as they are (branches of ?:, ||, ??, parentheses). */
function shownStrings(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.map((s) => s.literal)];
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node))
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    // A comparison (`open === 'share' && …`) shows neither side: only its boolean.
    const op = node.operatorToken.kind;
    if (op >= ts.SyntaxKind.LessThanToken && op <= ts.SyntaxKind.ExclamationEqualsEqualsToken)
      return [];
    return [...shownStrings(node.left), ...shownStrings(node.right)];
  }
  return [];
}

function untranslated(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!WORDS.test(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file}:${line + 1}: ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    // <Trans> and the other JSX macros are messages, whatever their children say.
    if (ts.isJsxElement(node) && MACROS.has(node.openingElement.tagName.getText(source))) return;
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && READ.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (value) for (const s of shownStrings(value)) report(s, s.getText(source));
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      for (const s of shownStrings(node.expression)) report(s, s.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('the converted folders show no words that are not messages', () => {
  const found = CONVERTED.flatMap((dir) => files(dir)).flatMap((f) => untranslated(f));
  expect(found, 'write these with the macros (t`…`, <Trans>); docs/translating.md').toEqual([]);
  // It parses every converted file: seconds on a busy machine.
}, 60_000);

it('would notice English written into JSX (the check itself works)', () => {
  const fixture = [
    'const A = () => (',
    '  <p title="Some words" aria-label={x ? \'Two words\' : t`Fine`}>',
    "    Plain text {y || 'more text'} ← {t`Fine too`} <Trans>Also fine</Trans>",
    "    {z === 'not shown' && t`Shown`} {z !== 'hidden' ? 'Says this' : null}",
    '  </p>',
    ');',
  ].join('\n');
  expect(untranslated('fixture.tsx', fixture)).toEqual([
    'fixture.tsx:2: "\\"Some words\\""',
    'fixture.tsx:2: "\'Two words\'"',
    'fixture.tsx:3: "Plain text"',
    'fixture.tsx:3: "\'more text\'"',
    'fixture.tsx:4: "\'Says this\'"',
  ]);
});
