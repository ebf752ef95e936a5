// The <Trans> component Lingui's <Trans> macro writes (lingui.config.ts `runtimeConfigModule`, by
// the `#i18n/trans` import in package.json): @lingui/react's own, on this app's context
// (./react.tsx). It and its tag parser load with the screens that use it, not at start-up.
import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from './react';

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
