/**
 * Colours that are not theme tokens (a status's green, a tier's gold), each with its dark value; every pair
 * keeps WCAG AA contrast in both themes. Written out whole: Tailwind only finds class names spelled in full.
 */

/** A badge: a pale fill and a dark word, or a deep fill and a pale word in the dark theme. */
export const toneBadge = {
  amber:
    'border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  orange:
    'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
  red: 'border-red-300 bg-red-100 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  emerald:
    'border-emerald-300 bg-emerald-100 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  sky: 'border-sky-300 bg-sky-100 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  blue: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  purple:
    'border-purple-300 bg-purple-100 text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
  violet:
    'border-violet-300 bg-violet-100 text-violet-900 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200',
  rose: 'border-rose-300 bg-rose-100 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200',
  slate:
    'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
} as const;

/** A notice or a tinted panel: a paler fill than a badge's, for a paragraph. */
export const toneNotice = {
  amber:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  orange:
    'border-orange-300 bg-orange-50 text-orange-950 dark:border-orange-800 dark:bg-orange-950/60 dark:text-orange-100',
  red: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  sky: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100',
} as const;

/** A coloured word on a card or the page. */
export const toneText = {
  emerald: 'text-emerald-700 dark:text-emerald-400',
  amber: 'text-amber-800 dark:text-amber-300',
} as const;
