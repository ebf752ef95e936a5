// The language picker in the header: each language named in itself, the choice kept on this device
// (src/i18n/i18n.ts). It looks like the header's buttons, showing the language in use; the
// browser's own list (a transparent <select> over it) does the choosing, on phones as elsewhere.
import { useLingui } from '@lingui/react/macro';
import { chooseLanguage } from '../i18n/i18n';
import { htmlLang, isLanguage, LOCALES, NATIVE_NAMES, type Language } from '../i18n/locales';
import { btnSecondary } from '../ui/styles';

/** A globe, the sign for languages that needs no language to read. */
function Globe() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9M12 3c-2.5 2.6-3.8 5.6-3.8 9s1.3 6.4 3.8 9" />
    </svg>
  );
}

export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const current: Language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  // The pseudo-locale (every message visibly changed) is a tool for finding words not yet in a
  // catalog: offered in development, or once chosen with ?lang=pseudo.
  const offered: Language[] =
    import.meta.env.DEV || current === 'pseudo' ? [...LOCALES, 'pseudo'] : [...LOCALES];
  return (
    <div
      className={`${btnSecondary} relative px-3 has-[select:focus-visible]:outline-3 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-sky-400 has-[select:focus-visible]:outline-solid ${className}`}
    >
      <Globe />
      <span aria-hidden="true" lang={htmlLang(current)}>
        {NATIVE_NAMES[current]}
      </span>
      <select
        aria-label={t`Language`}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        value={current}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void chooseLanguage(e.target.value);
        }}
        data-testid="language-picker"
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={htmlLang(l)}>
            {NATIVE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
