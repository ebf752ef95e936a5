// The rule summaries a lesson's handout shows (src/ui/teach/handout.ts), in the language shown,
// with the words of the note beside a summary still in English. Loaded only for a handout.
import { msg } from '@lingui/core/macro';
import { loadRuleSummaries } from '../../content/rules/ruleTexts';
import { i18n, needCatalog } from '../../i18n/i18n';
import type { HandoutSummaries } from '../teach/handout';

export async function handoutSummaries(): Promise<HandoutSummaries> {
  const [summaries] = await Promise.all([loadRuleSummaries(i18n.locale), needCatalog('rules')]);
  return { summaries, notTranslated: i18n._(msg`not translated yet`) };
}
