// A rule number that opens the rules panel, and a reason with its rule: the pieces every "why"
// and answer is made of. On their own so the lazy why body can use them without the disclosure.
import type { Reason } from '../rules';
import { openRule } from '../router/router';
import { ruleBadge } from './styles';
import { say } from '../i18n/say';

export type Explain = typeof import('../rules/explain');

/** A rule number as a link into the rules panel (inline in a sentence, like a text link). */
export function RuleRef({ rule }: { rule: string }) {
  return (
    <a
      href={`#rule-${rule}`}
      className={`${ruleBadge} underline decoration-dotted`}
      onClick={(e) => {
        e.preventDefault();
        openRule(rule);
      }}
    >
      {rule}
    </a>
  );
}

export function ReasonText({ reason }: { reason: Reason }) {
  return (
    <>
      {say(reason.words ?? reason.text)} <RuleRef rule={reason.rule} />
    </>
  );
}
