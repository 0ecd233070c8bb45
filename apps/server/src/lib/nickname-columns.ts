import { nicknameKey, normalizeNickname } from '@casino/domain/nickname';

/**
 * The players columns a nickname change writes: the nickname NFKC-normalised, and its case-folded key, which the
 * unique index compares (a row with one and not the other is refused by a CHECK). Values without a nickname pass as
 * they are.
 */
export function withNicknameKey<T extends { nickname?: string | null | undefined }>(
  values: T,
): T & { nickname_key?: string | null } {
  if (values.nickname === undefined) return values;
  if (values.nickname === null) return { ...values, nickname: null, nickname_key: null };
  return {
    ...values,
    nickname: normalizeNickname(values.nickname),
    nickname_key: nicknameKey(values.nickname),
  };
}
