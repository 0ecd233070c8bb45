import { useT } from '~/lib/i18n';
import { useModals } from '~/lib/modal-stack';
import { SearchIcon } from '~/features/chrome/chrome-icons';

/** The name the game search modal is registered under (spec 02 section 2: game search is part of the chrome). */
export const SEARCH_MODAL = 'search';

/**
 * Opens the game search. Until a feature registers the 'search' modal the button is not drawn at all (as the
 * deposit button waits for the cashbox): a control that does nothing would be worse than none.
 */
export function SearchButton({
  variant,
  onOpen,
}: {
  variant: 'icon' | 'field';
  onOpen?: () => void;
}) {
  const t = useT();
  const { show, isRegistered } = useModals();
  if (!isRegistered(SEARCH_MODAL)) return null;
  const open = () => {
    onOpen?.();
    show(SEARCH_MODAL);
  };
  if (variant === 'field') {
    return (
      <button type="button" className="search-field" onClick={open}>
        <SearchIcon size={18} />
        <span>{t('HEADER.SEARCH_PLACEHOLDER')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="icon-btn header__search"
      aria-label={t('HEADER.SEARCH')}
      title={t('HEADER.SEARCH')}
      onClick={open}
    >
      <SearchIcon />
    </button>
  );
}
