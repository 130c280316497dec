// Head-to-head battles' public API for its page.
export { H2hView } from '@/features/h2h/components/h2h-view';
