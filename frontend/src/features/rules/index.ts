// The game rules' public API for the /whitepaper page.
export { WHITEPAPER_PATH } from '@/features/rules/api/whitepaper.rest';
export { RulesDocument } from '@/features/rules/components/rules-document';
export { RulesLinks } from '@/features/rules/components/rules-links';
