// The championships' public API for its page.
export { ChampionshipsView } from '@/features/championships/components/championships-view';
