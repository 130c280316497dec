// The game rules' public API for the /whitepaper page.
export { WHITEPAPER_PATH } from '@/features/whitepaper/api/whitepaper.rest';
export { RulesDocument } from '@/features/whitepaper/components/rules-document';
export { RulesLinks } from '@/features/whitepaper/components/rules-links';
