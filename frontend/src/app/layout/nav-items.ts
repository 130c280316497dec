// The navigation bar's items, in the order it shows them.
export const navItems = [
  { label: 'Home', to: '/' },
  { label: 'Squad', to: '/squad' },
  { label: 'Team', to: '/team' },
  { label: 'Market', to: '/marketplace' },
  { label: 'Leagues', to: '/leagues' },
  { label: 'Rankings', to: '/leaderboard' },
  { label: 'H2H', to: '/h2h' },
  { label: 'NFTs', to: '/nft-marketplace' },
  { label: 'SPL', to: '/spl-rewards' },
] as const;

// The pages the bar does not name, and the notification settings: behind the bar's More
// menu, so every page is a click away.
export const moreNavItems = [
  { label: 'Championships', to: '/championships' },
  { label: 'Achievements', to: '/achievements' },
  { label: 'Injury Center', to: '/injuries' },
  { label: 'Game Rules', to: '/whitepaper' },
  { label: 'Wallet', to: '/wallet' },
  { label: 'Notification settings', to: '/settings/notifications' },
] as const;
