/** The whole-form failure above the fields; focusable so a failed submit can move focus to it. */
export function FormMessage({
  text,
  tone = 'error',
}: {
  text: string | null;
  tone?: 'error' | 'success' | 'info';
}) {
  if (!text) return null;
  return (
    <p
      className={`form-message form-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      data-form-message=""
    >
      {text}
    </p>
  );
}
