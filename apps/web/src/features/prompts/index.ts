export { PromptsPage } from './components/prompts-page';
