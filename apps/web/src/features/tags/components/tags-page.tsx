import { TagsListPage } from './tags-list-page';

/** /tags (spec 3 "Tags and kanban"): every tag of the company, for every user. */
export function TagsPage() {
  return <TagsListPage variant="tags" />;
}
