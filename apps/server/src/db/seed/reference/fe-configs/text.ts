import { LOCALIZED_KEY, type Json } from '../../../../modules/fe-config/localize.ts';

/** Texts of one config string in the languages we write; regional English variants fall back to `en`. */
export interface Texts {
  en: string;
  de: string;
  fr: string;
  no: string;
  it: string;
  et: string;
}

/** A translatable config string: stored with every language, served in the visitor's (see localizeDocument). */
export function text(texts: Texts): Json {
  return {
    [LOCALIZED_KEY]: {
      en: texts.en,
      de: texts.de,
      'fr-CA': texts.fr,
      no: texts.no,
      it: texts.it,
      et: texts.et,
    },
  };
}
