// The lessons list: each lesson's title, summary and rules, in the language shown.
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { navigate, TABLE } from '../../router/router';
import { btnSecondary, panel, ruleBadge } from '../styles';
import type { Lesson } from '../../teach/lesson';
import { shownLesson, type LessonTexts } from '../../content/lessons/lessonTexts';
import { NotTranslated } from '../NotTranslated';
import { Words } from './LessonWords';
import { afterPaint } from '../useAfterPaint';

const exitLessons = () => navigate(TABLE);

export function LessonIndex({
  lessons,
  texts,
  errors,
  missing,
}: {
  lessons: Lesson[];
  texts: LessonTexts;
  errors: string[];
  missing?: string;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the screen is painted: focusing as it is put in lays the new page out at once, in the
  // task that draws it (tens of ms on a slow phone before its first frame).
  useEffect(() => afterPaint(() => heading.current?.focus()), []);
  return (
    <div
      className="mx-auto flex max-w-4xl flex-col gap-4 px-3 pb-10 sm:px-6"
      data-testid="lesson-index"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus-visible:outline-none"
        >
          {t`Lessons`}
        </h2>
        <button type="button" className={btnSecondary} onClick={exitLessons}>
          {t`Back to your table`}
        </button>
      </div>
      {missing !== undefined && (
        <p
          role="alert"
          className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
        >
          {t`There is no lesson called “${missing}”. Pick one from the list below; your table is unchanged.`}
        </p>
      )}
      <p className="text-slate-700 dark:text-slate-300">
        {t`Each lesson plays a worked example from the multiplayer rules on the chart, one step at a time. Use Back and Next or the arrow keys; press P to present on a projector.`}
      </p>
      <ol className="grid gap-3 sm:grid-cols-2">
        {lessons.map((l, i) => {
          const shown = shownLesson(l, texts.file, texts.source);
          return (
            <li key={l.id}>
              <a
                href={`#lesson=${encodeURIComponent(l.id)}`}
                className={`${panel} flex h-full flex-col gap-1 hover:border-sky-400 dark:hover:border-sky-400`}
              >
                <span className="font-semibold text-sky-800 dark:text-sky-300">
                  {i + 1}. <Words text={shown.title} translated={shown.translated} />
                </span>
                <span className="flex flex-wrap gap-1">
                  {l.rules.map((r) => (
                    <span key={r} className={ruleBadge}>
                      {r}
                    </span>
                  ))}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">
                  <Words text={shown.summary} translated={shown.translated} />
                  {!shown.translated && <NotTranslated />}
                </span>
              </a>
            </li>
          );
        })}
      </ol>
      {errors.length > 0 && (
        <div role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          <p>{t`Some lessons could not be read:`}</p>
          <ul className="list-disc pl-5">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
