import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { ModalComponentProps } from '~/lib/modal-stack';
import { useT } from '~/lib/i18n';
import { useFocusTrap } from '~/ui/focus-trap';
import { CloseIcon } from '~/ui/icons';
import { Button } from '~/ui/button';
import {
  deviceOf,
  searchAnnouncement,
  SEARCH_MAX_LENGTH,
  showsClearButton,
} from '~/features/search/search-rules';
import { useGameSearch } from '~/features/search/use-game-search';
import { GameGrid, GameGridSkeleton } from './game-grid.tsx';
import { SearchIcon } from './search-icon.tsx';
import '~/features/search/search.css';

/**
 * The game search popup ('search', spec 02 sections 5, 7, 8): a field that searches game titles as the player
 * types, the results as game tiles, and recommended games when nothing matches. Escape closes it; a click on a
 * game (a route change) closes it too.
 */
export default function SearchModal({ close }: ModalComponentProps) {
  const t = useT();
  const device = useMemo(() => deviceOf(navigator.userAgent, navigator.maxTouchPoints), []);
  const search = useGameSearch(device);
  const { state, recommended } = search;
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fieldFocused, setFieldFocused] = useState(false);
  const titleId = useId();
  const inputId = useId();
  const statusId = useId();

  // The modal host hands a new `close` on every render; the focus trap must not restart (and refocus) each time.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  const onEscape = useCallback(() => closeRef.current(), []);
  useFocusTrap(dialogRef, onEscape);

  // A chosen game (any navigation away) closes the popup as soon as the navigation starts, not when it ends.
  const { pathname } = useLocation();
  const pendingPathname = useNavigation().location?.pathname;
  const openedAt = useRef(pathname);
  useEffect(() => {
    const target = pendingPathname ?? pathname;
    if (target !== openedAt.current) closeRef.current();
  }, [pathname, pendingPathname]);

  // "Focused" means the field or its clear button: tabbing to the clear button must not make it vanish.
  const onFieldBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFieldFocused(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  const onClear = () => {
    search.clear();
    inputRef.current?.focus();
  };

  const announcement = searchAnnouncement(state);
  const showRecommended = state.status === 'idle' || state.status === 'empty';
  const listed = state.status === 'results' || state.status === 'loading' ? state.games : [];

  return (
    <div className="modal-frame search-frame">
      <div
        ref={dialogRef}
        className="search-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="visually-hidden">
          {t('SEARCH_POPUP.TITLE')}
        </h2>
        <div className="search-popup__top">
          <form role="search" className="search-bar" onSubmit={onSubmit} aria-labelledby={titleId}>
            <div
              className="search-bar__field"
              onFocus={() => setFieldFocused(true)}
              onBlur={onFieldBlur}
            >
              <SearchIcon className="search-bar__icon" />
              <label htmlFor={inputId} className="visually-hidden">
                {t('SEARCH_POPUP.LABEL')}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className="search-bar__input"
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                autoCorrect="off"
                spellCheck={false}
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={t('SEARCH_POPUP.PLACEHOLDER')}
                value={search.input}
                onChange={(event) => search.setInput(event.target.value)}
                aria-describedby={statusId}
              />
              {showsClearButton(search.input, fieldFocused) && (
                <button
                  type="button"
                  className="search-bar__clear"
                  aria-label={t('SEARCH_POPUP.CLEAR')}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={onClear}
                >
                  <CloseIcon size={16} />
                </button>
              )}
              {state.status === 'loading' && (
                <span className="search-bar__spinner" aria-hidden="true" />
              )}
            </div>
          </form>
          <button type="button" className="search-popup__close" onClick={close}>
            <span className="search-popup__close-text">{t('SEARCH_POPUP.CLOSE')}</span>
            <CloseIcon className="search-popup__close-icon" aria-hidden="true" />
          </button>
        </div>

        <div className="search-popup__body">
          <p
            id={statusId}
            className={`search-popup__status search-popup__status--${state.status}`}
            role="status"
            aria-live="polite"
            aria-atomic="true"
          >
            {t(
              announcement.key,
              announcement.count === undefined ? undefined : { count: announcement.count },
            )}
          </p>

          {state.status === 'empty' && (
            <div className="search-empty">
              <SearchIcon className="search-empty__icon" size={40} />
              <p className="search-empty__title">{t('SEARCH_POPUP.LIST_EMPTY')}</p>
              <p className="search-empty__hint">
                {t('SEARCH_POPUP.SPECIFY', { term: state.term })}
              </p>
            </div>
          )}

          {state.status === 'error' && (
            <div className="search-error" role="alert">
              <p>{t('SEARCH_POPUP.ERROR')}</p>
              <Button variant="secondary" size="sm" onClick={search.retry}>
                {t('SEARCH_POPUP.RETRY')}
              </Button>
            </div>
          )}

          {state.status === 'loading' && listed.length === 0 && <GameGridSkeleton count={6} />}

          {listed.length > 0 && (
            <section
              aria-label={t('SEARCH_POPUP.RESULTS')}
              aria-busy={state.status === 'loading' || undefined}
              className={
                state.status === 'loading'
                  ? 'search-results search-results--stale'
                  : 'search-results'
              }
            >
              <GameGrid games={listed} />
              {state.status === 'results' && state.nextPage !== null && (
                <div className="search-results__more">
                  <Button variant="ghost" busy={state.loadingMore} onClick={search.more}>
                    {t('SEARCH_POPUP.SHOW_MORE', { shown: state.games.length, total: state.total })}
                  </Button>
                </div>
              )}
            </section>
          )}

          {showRecommended && recommended && recommended.length > 0 && (
            <section className="search-recommended" aria-labelledby={`${titleId}-recommended`}>
              <h3 id={`${titleId}-recommended`} className="search-recommended__title">
                {t('SEARCH_POPUP.RECOMMENDED')}
              </h3>
              <GameGrid games={recommended} />
            </section>
          )}
          {showRecommended && recommended === null && <GameGridSkeleton count={6} />}
        </div>
      </div>
    </div>
  );
}
