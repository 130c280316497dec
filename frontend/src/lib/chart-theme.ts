/** An axis's tick labels in the theme's colours (every chart of the app). */
export const axisTick = { fill: 'var(--muted-foreground)', fontSize: 11 };

/** A tooltip box in the theme's colours (every chart of the app). */
export const tooltipBoxStyle = {
  background: 'var(--popover)',
  borderColor: 'var(--border)',
  borderRadius: 'var(--radius)',
  color: 'var(--popover-foreground)',
  fontSize: 12,
};
