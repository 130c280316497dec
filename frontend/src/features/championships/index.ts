// The championships' public API for its page, and the shapes of its REST answers.
export type { Championship, PreRegistration } from '@/features/championships/api/championships.rest';
export { ChampionshipsView } from '@/features/championships/components/championships-view';
export { MyChampionshipEntryDocument } from '@/features/championships/api/my-championship-entry.query';
