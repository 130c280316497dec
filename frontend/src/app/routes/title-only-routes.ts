export type TitleOnlyRoute = { path: string; title: string; requiresUser: boolean };

// Routes of the navigation whose pages arrive with later issues; until then each shows only its title.
export const titleOnlyRoutes: readonly TitleOnlyRoute[] = [
  { path: '/championships', title: 'Championships', requiresUser: false },
  { path: '/h2h', title: 'Head-to-Head Battles', requiresUser: true },
];
