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
