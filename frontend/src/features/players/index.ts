// The players feature's public API: a footballer's page and its query (for the page's tests).
export { PlayerPageDocument } from '@/features/players/api/player-page.query';
export { PlayerPageView } from '@/features/players/components/player-page-view';
