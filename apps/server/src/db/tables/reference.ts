import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface CurrenciesTable {
  code: string;
  symbol: string;
  subunits_to_unit: number;
  fiat: boolean;
  is_default: Generated<boolean>;
  position: Generated<number>;
}
export interface CountriesTable {
  code: string;
  name: string;
  default_currency: string;
  default_locale: string | null;
  restriction: Generated<'none' | 'partial' | 'full'>;
  min_age: Generated<number>;
}
export interface LocalesTable {
  code: string;
  name: string;
  name_in_locale: string;
  is_default: Generated<boolean>;
  enabled: Generated<boolean>;
  position: Generated<number>;
}
export interface StatusesTable {
  id: number;
  name: string;
  kind: 'level' | 'group';
  writable: Generated<boolean>;
  min_points: number | null;
  max_points: number | null;
}
export interface PlayerFieldsTable {
  field: string;
  type: string;
  min_length: number | null;
  max_length: number | null;
  once_set: Generated<boolean>;
  inclusion: JSONColumnType<string[] | null, string | null, string | null>;
}
export interface PlayerFieldContextsTable {
  context: string;
  field: string;
}
export interface FeConfigsTable {
  name: string;
  document: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, string | undefined, string>;
}

export interface ReferenceTables {
  currencies: CurrenciesTable;
  countries: CountriesTable;
  locales: LocalesTable;
  statuses: StatusesTable;
  player_fields: PlayerFieldsTable;
  player_field_contexts: PlayerFieldContextsTable;
  fe_configs: FeConfigsTable;
}
