// The sentences inside an opened "why": a lazy chunk together with the engine's explain module.
import * as explain from '../rules/explain';
import type { Reason } from '../rules';
import { ReasonText, type Explain } from './RuleRef';

export default function WhyBody({
  explain: get,
}: {
  explain: (x: Explain) => Reason | readonly Reason[] | null;
}) {
  const r = get(explain);
  const list = r === null ? [] : Array.isArray(r) ? r : [r as Reason];
  return (
    <ul className="flex flex-col gap-1">
      {list.map((x, i) => (
        <li key={i}>
          <ReasonText reason={x} />
        </li>
      ))}
    </ul>
  );
}
