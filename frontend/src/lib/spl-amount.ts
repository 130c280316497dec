// SPL amounts read one way on every page: whole SPL, thousands separators, 'SPL' after ('1,250 SPL').
const splNumberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '1,250': the number alone, for a layout that prints 'SPL' beside it. */
export function formatSplNumber(amount: number): string {
  return splNumberFormat.format(amount);
}

/** '1,250 SPL' ('-1,250 SPL' below zero). */
export function formatSpl(amount: number): string {
  return `${formatSplNumber(amount)} SPL`;
}

/** '+150 SPL' or '-150 SPL': a movement into or out of a balance. */
export function formatSignedSpl(amount: number): string {
  return amount > 0 ? `+${formatSpl(amount)}` : formatSpl(amount);
}
