// The badge stays narrow: past this, it says "99+" (assistive technology still hears the number).
const MOST_SHOWN = 99;

/** The bell badge's figure: none at 0, "99+" above 99. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > MOST_SHOWN ? `${MOST_SHOWN}+` : String(count);
}

/** What assistive technology hears for the badge: "3 unread notifications". */
export function unreadLabel(count: number): string {
  return `${count.toLocaleString('en-US')} unread ${count === 1 ? 'notification' : 'notifications'}`;
}
