import { Form, useNavigate, useSubmit } from 'react-router';
import type { Provider } from '@casino/api/games';
import { useT } from '~/lib/i18n';
import type { CatalogueTab } from '~/features/games/catalogue-data';
import '~/features/games/games.css';

/** The volatility groups of the pokies page as one choice (spec 03 section 6: volatility_rating groups). */
export function VolatilitySelect({
  options,
  active,
  allHref,
}: {
  options: readonly CatalogueTab[];
  active: string;
  allHref: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  if (options.length === 0) return null;
  const current = options.some((o) => o.tab === active) ? active : '';
  return (
    <label className="filter">
      <span className="filter__label">{t('GAMES.VOLATILITY')}</span>
      <select
        className="filter__control"
        value={current}
        onChange={(event) =>
          void navigate(options.find((o) => o.tab === event.target.value)?.href ?? allHref)
        }
      >
        <option value="">{t('GAMES.VOLATILITY_ANY')}</option>
        {options.map((option) => (
          <option key={option.tab} value={option.tab}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The provider filter (filter.providers of POST /api/games_filter) as `?provider=`; works without scripts too. */
export function ProviderFilter({
  providers,
  value,
}: {
  providers: readonly Provider[];
  value: string | null;
}) {
  const t = useT();
  const submit = useSubmit();
  if (providers.length === 0) return null;
  return (
    <Form method="get" className="filter" preventScrollReset>
      <label className="filter__field">
        <span className="filter__label">{t('GAMES.PROVIDER')}</span>
        <select
          name="provider"
          className="filter__control"
          defaultValue={value ?? ''}
          key={value ?? ''}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        >
          <option value="">{t('GAMES.PROVIDER_ANY')}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.title}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="btn btn--secondary btn--sm">
          {t('GAMES.APPLY')}
        </button>
      </noscript>
    </Form>
  );
}
