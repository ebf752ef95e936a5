// The rules panel's links to the what-ifs that show a rule at work name the question in the
// language shown, as the what-if panel does.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, needCatalog, showLanguage } from '../../i18n/i18n';
import { demosByRule } from './demos';

const whatIf = (rule: string) =>
  demosByRule()
    .get(rule)!
    .find((d) => d.kind === 'whatif')!;

describe('a rule’s what-if', () => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it('in English', () => {
    expect(whatIf('801.4').label).toBe('Whom can their spell target?');
  });

  it('in German, once the language changes', async () => {
    await showLanguage('de');
    await needCatalog('engine');
    expect(whatIf('801.4').label).toBe(i18n._('whatif.q.target'));
    expect(whatIf('801.4').label).not.toBe('Whom can their spell target?');
  });
});
