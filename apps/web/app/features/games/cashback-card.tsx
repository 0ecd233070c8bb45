import { Link } from 'react-router';
import type { CashbackCardData } from '~/features/games/catalogue-data';
import '~/features/games/games.css';

/** The cashback card that opens the live category (spec 02 section 4); its text is the operator's CMS page. */
export function CashbackCard({ card }: { card: CashbackCardData }) {
  return (
    <Link to={card.href} className="promo-card promo-card--cashback">
      <span className="promo-card__art" aria-hidden="true">
        <span className="promo-card__percent">%</span>
      </span>
      <span className="promo-card__title">{card.title}</span>
      {card.text && <span className="promo-card__text">{card.text}</span>}
    </Link>
  );
}
