import { Link } from 'react-router';

/** Previous and next page links of a paged list (?page=), with where the operator is. */
export function Pager({
  path,
  pagination,
}: {
  path: string;
  pagination: { page: number; per_page: number; total_count: number };
}) {
  const pages = Math.max(1, Math.ceil(pagination.total_count / pagination.per_page));
  const { page } = pagination;
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="bo-pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={`${path}?page=${page - 1}`} className="bo-pager__link">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span className="bo-pager__where">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={`${path}?page=${page + 1}`} className="bo-pager__link">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
