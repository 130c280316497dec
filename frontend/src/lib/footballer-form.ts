const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** A footballer's form (average points of his last 5 gameweeks) as every page shows it: one decimal. */
export function formatForm(form: number): string {
  return oneDecimal.format(form);
}
